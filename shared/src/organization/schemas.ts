import * as z from 'zod/mini';
import { email, kindError, optionalText, personName, requiredText, version } from '../core/fields';
import { messages } from '../messages';
import { lazySchema } from '../core/lazy-schema';

export const organization = /* @__PURE__ */ lazySchema(() =>
  z.object({ OrganizationID: z.string(), OrganizationName: z.string() }),
);
export type OrganizationSummary = z.infer<typeof organization>;

export const newOrganizationInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    OrganizationName: requiredText(100).check(z.minLength(2, 'must be at least 2 characters')),
    FirstName: personName(),
    LastName: personName(),
    Email: email(),
  }),
);

/** The product versions an organization runs (spec part 2 §4): the selector's values 1, 2, 3. */
export const smartOfficeVersions = ['Basic', 'Standard', 'Enterprise'] as const;
export type SmartOfficeVersion = (typeof smartOfficeVersions)[number];
export const DEFAULT_SMART_OFFICE_VERSION: SmartOfficeVersion = 'Basic';

const isBlankVersion = (value: unknown) => value === undefined || value === null || value === '';

/** The selector value (1, 2, 3, as a number or text) or the name; anything else is refused. */
export function smartOfficeVersionOf(value: unknown): SmartOfficeVersion | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return smartOfficeVersions[value - 1];
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^[1-3]$/.test(text)) return smartOfficeVersions[Number(text) - 1];
  return smartOfficeVersions.find((name) => name.toLowerCase() === text.toLowerCase());
}

/**
 * The five services an organization answers with, each one of its connections of a catalogue category
 * (spec part 2 §3): the category's name as seeded.
 */
export const organizationServices = {
  IncidentService: 'Ticketing',
  CRMService: 'CRM',
  EmailService: 'Messaging',
  DirectoryService: 'Cloud Services',
  BIService: 'Business Intelligence',
} as const;
export type OrganizationService = keyof typeof organizationServices;

/** OrgAttributes: a JSON object as text; empty means {} (spec part 2 §5). */
export function parseOrgAttributes(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const imageUrl = () =>
  optionalText(2000).check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'must be a URL (https://…)'),
  );
const serviceId = () =>
  optionalText(36).check(
    z.refine(
      (value) => value === '' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
      'must be the id (GUID) of one of your connections',
    ),
  );

/** The organization's details as the setup and settings screens send them (OrganizationID comes from the session). */
export const organizationInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    OrganizationName: requiredText(100).check(z.minLength(2, 'must be at least 2 characters')),
    smallImageUrl: imageUrl(),
    largeImageUrl: imageUrl(),
    IncidentService: serviceId(),
    CRMService: serviceId(),
    EmailService: serviceId(),
    DirectoryService: serviceId(),
    BIService: serviceId(),
    Email: optionalText(254).check(
      z.refine((value) => value === '' || z.email().safeParse(value).success, {
        message: 'must be a valid email address',
      }),
    ),
    Phone: optionalText(40).check(
      z.refine((value) => /^[+0-9 ()./-]*$/.test(value), {
        message: 'must contain only digits, spaces and + ( ) - . /',
      }),
    ),
    Address: optionalText(200),
    City: optionalText(100),
    State: optionalText(100),
    ZipCode: optionalText(20),
    Country: optionalText(100),
    RequireVoiceMFA: z._default(z.optional(z.boolean({ error: kindError('true or false') })), false),
    SmartOfficeVersion: z.pipe(
      z
        .optional(z.unknown())
        .check(
          z.refine(
            (value) => isBlankVersion(value) || smartOfficeVersionOf(value) !== undefined,
            'must be 1 (Basic), 2 (Standard) or 3 (Enterprise)',
          ),
        ),
      z.transform((value) => (isBlankVersion(value) ? DEFAULT_SMART_OFFICE_VERSION : smartOfficeVersionOf(value)!)),
    ),
    OrgAttributes: z.pipe(
      optionalText(8000, { multiline: true }).check(
        z.refine((text) => parseOrgAttributes(text) !== undefined, messages.msg_org_attributes_invalid),
      ),
      z.transform((text) => (text.trim() ? text : '{}')),
    ),
    /** The Version the change was made from: 409 when someone saved the organization meanwhile. */
    Version: version(),
  }),
);
export type OrganizationInput = z.input<typeof organizationInput>;
export type OrganizationChange = z.output<typeof organizationInput>;

/** An organization as the setup and settings screens show it. */
export const organizationDetails = /* @__PURE__ */ lazySchema(() =>
  z.object({
    OrganizationID: z.string(),
    OrganizationName: z.string(),
    smallImageUrl: z.string(),
    largeImageUrl: z.string(),
    IncidentService: z.string(),
    CRMService: z.string(),
    EmailService: z.string(),
    DirectoryService: z.string(),
    BIService: z.string(),
    Email: z.string(),
    Phone: z.string(),
    Address: z.string(),
    City: z.string(),
    State: z.string(),
    ZipCode: z.string(),
    Country: z.string(),
    RequireVoiceMFA: z.boolean(),
    SmartOfficeVersion: z.enum(smartOfficeVersions),
    OrgAttributes: z.string(),
    DateCreated: z.string(),
    CreatedBy: z.string(),
    /** When the owner first saved the setup (empty until then). */
    DateSetup: z.string(),
    Version: z.number(),
  }),
);
export type OrganizationDetails = z.infer<typeof organizationDetails>;
