import {
  DEFAULT_SMART_OFFICE_VERSION,
  messages,
  organizationServices,
  type OrganizationChange,
  type OrganizationDetails,
  type OrganizationService,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Versioned } from '../../data/versioned';
import { AppError } from '../../errors';
import { stableId } from '../catalogue/seed/stable-id';
import { storedConnections } from '../connections/stored-connections';
import { organizationRepository, type OrganizationRecord } from './organization-repository';
import { isInvited } from './organization-service';
import { ORGANIZATIONS, organizationNames } from './organization-names';

export function presentOrganization(record: Versioned<OrganizationRecord>): OrganizationDetails {
  return {
    OrganizationID: record.OrganizationID,
    OrganizationName: record.OrganizationName,
    smallImageUrl: record.smallImageUrl ?? '',
    largeImageUrl: record.largeImageUrl ?? '',
    IncidentService: record.IncidentService ?? '',
    CRMService: record.CRMService ?? '',
    EmailService: record.EmailService ?? '',
    DirectoryService: record.DirectoryService ?? '',
    BIService: record.BIService ?? '',
    Email: record.Email ?? '',
    Phone: record.Phone ?? '',
    Address: record.Address ?? '',
    City: record.City ?? '',
    State: record.State ?? '',
    ZipCode: record.ZipCode ?? '',
    Country: record.Country ?? '',
    RequireVoiceMFA: record.RequireVoiceMFA ?? false,
    SmartOfficeVersion: record.SmartOfficeVersion ?? DEFAULT_SMART_OFFICE_VERSION,
    OrgAttributes: record.OrgAttributes ?? '{}',
    DateCreated: record.DateCreated,
    CreatedBy: record.CreatedBy,
    DateSetup: record.DateSetup ?? '',
    Version: record.Version,
  };
}

export async function organizationOf(principal: Principal): Promise<Versioned<OrganizationRecord>> {
  const record = await organizationRepository.get('platform', principal.organizationId);
  if (!record) throw new AppError('notFound');
  return record;
}

/**
 * Each chosen service must be one of the organization's connections (another organization's answers 404, as any
 * id of theirs does) in the service's category.
 */
async function checkServices(input: OrganizationChange, organizationId: string): Promise<void> {
  for (const [field, category] of Object.entries(organizationServices) as [OrganizationService, string][]) {
    const id = input[field];
    if (!id) continue;
    const connection = await storedConnections.find(organizationId, id);
    if (!connection) throw new AppError('notFound', `${field}: no such connection in your organization.`);
    if (connection.SystemListCategoryID !== stableId('category', category)) {
      throw new AppError('invalid', `${field}: must be a connection of the category ${category}`);
    }
  }
}

/**
 * Saves the organization's details, from the Version they were read at (else 409). Only the founding owner (or a
 * seeded admin), not a user who joined by invitation, changes them. The setup mode also records when the setup
 * was first saved, which SubmitSetup requires.
 */
export async function saveOrganization(
  input: OrganizationChange,
  principal: Principal,
  mode: 'setup' | 'update',
): Promise<'Success'> {
  if (await isInvited(principal)) throw new AppError('forbidden', messages.msg_org_invited_read_only);
  const current = await organizationOf(principal);
  await checkServices(input, principal.organizationId);
  if (current.Version !== input.Version) throw new AppError('conflict');
  const { Version, ...details } = input;
  const { Version: _read, ...kept } = current;
  const now = new Date().toISOString();
  // The name is held by a claim item (one organization per name): a rename claims the new name first.
  await organizationNames.rename(
    principal.organizationId,
    { scope: ORGANIZATIONS, name: current.OrganizationName },
    { scope: ORGANIZATIONS, name: input.OrganizationName },
    () =>
      organizationRepository.replace(
        'platform',
        principal.organizationId,
        {
          ...kept,
          ...details,
          ...(mode === 'setup' && !current.DateSetup ? { DateSetup: now } : {}),
          DateLastUpdated: now,
          LastUpdatedBy: principal.email,
        },
        Version,
      ),
  );
  return 'Success';
}
