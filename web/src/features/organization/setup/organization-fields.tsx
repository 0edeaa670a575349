import {
  organizationInput,
  organizationServices,
  type Connection,
  type OrganizationDetails,
  type OrganizationService,
} from '@switchboard/shared';
import { YesNoBadge } from '../../../components/format/YesNoBadge';
import { declaredForm, type EntityFields } from '../../../components/list-screen/entity-fields';
import { maxLengthOf } from '../../../components/list-screen/schema-reading';
import type { EntityForm, FieldOption, FormValues } from '../../../components/list-screen/types';
import { ImagePreview } from './ImagePreview';
import { versionOptions } from './version-options';

const serviceLabels: Record<OrganizationService, string> = {
  IncidentService: 'Incident service',
  CRMService: 'CRM service',
  EmailService: 'Email service',
  DirectoryService: 'Directory service',
  BIService: 'BI service',
};

/** The organization's connections of one category as choices (none chosen is a choice too). */
function serviceOptions(connections: readonly Connection[], category: string): FieldOption[] {
  const own = connections
    .filter((connection) => connection.Category === category)
    .map((connection) => ({
      value: connection.IntegrationConfigurationID,
      label: connection.ServiceInstanceName || connection.SystemName,
      description: connection.SystemName,
    }));
  return [{ value: '', label: 'None' }, ...own];
}

const nameOf = (connections: readonly Connection[], id: string) => {
  const connection = connections.find((c) => c.IntegrationConfigurationID === id);
  return connection ? `${connection.ServiceInstanceName || connection.SystemName} (${connection.SystemName})` : '-';
};

const orDash = (text: string) => text || '-';

function serviceField(key: OrganizationService, connections: readonly Connection[], loading: boolean) {
  const category = organizationServices[key];
  const options = serviceOptions(connections, category);
  return {
    label: serviceLabels[key],
    show: (organization: OrganizationDetails) => nameOf(connections, organization[key]),
    control: {
      kind: 'select' as const,
      half: true,
      optional: true,
      options,
      optionsLoading: loading,
      placeholder: 'None',
      description:
        options.length > 1 ? `One of your ${category} connections.` : `You have no ${category} connection yet.`,
    },
  };
}

/** Every field of the organization (spec part 2 §3 Organization), named once. */
export const organizationFields = (connections: readonly Connection[], connectionsLoading: boolean) =>
  ({
    OrganizationName: {
      label: 'Organization name',
      control: {
        kind: 'text',
        constraintText: `Unique on the platform; 2 to ${maxLengthOf(organizationInput, 'OrganizationName')} characters.`,
      },
    },
    smallImageUrl: {
      label: 'Small image URL',
      show: (organization) => <ImagePreview url={organization.smallImageUrl} alt="Small image" />,
      control: {
        kind: 'text',
        optional: true,
        placeholder: 'https://',
        description: 'A square logo, shown in lists (about 64 × 64 px).',
        preview: (value, invalid) => !invalid && value !== '' && <ImagePreview url={value} alt="Small image preview" />,
      },
    },
    largeImageUrl: {
      label: 'Large image URL',
      show: (organization) => <ImagePreview url={organization.largeImageUrl} alt="Large image" />,
      control: {
        kind: 'text',
        optional: true,
        placeholder: 'https://',
        description: 'A wide logo, shown on the assistant’s pages.',
        preview: (value, invalid) =>
          !invalid && value !== '' && <ImagePreview url={value} alt="Large image preview" large />,
      },
    },
    IncidentService: serviceField('IncidentService', connections, connectionsLoading),
    CRMService: serviceField('CRMService', connections, connectionsLoading),
    EmailService: serviceField('EmailService', connections, connectionsLoading),
    DirectoryService: serviceField('DirectoryService', connections, connectionsLoading),
    BIService: serviceField('BIService', connections, connectionsLoading),
    Email: {
      label: 'Contact email',
      show: (organization) => orDash(organization.Email),
      control: { kind: 'text', half: true, optional: true, placeholder: 'name@example.com' },
    },
    Phone: {
      label: 'Phone',
      show: (organization) => orDash(organization.Phone),
      control: { kind: 'text', half: true, optional: true, placeholder: '+1 555 0100' },
    },
    Address: {
      label: 'Address',
      show: (organization) =>
        [organization.Address, organization.City, organization.State, organization.ZipCode, organization.Country]
          .filter(Boolean)
          .join(', ') || '-',
      control: { kind: 'text', optional: true, placeholder: 'Street and number' },
    },
    City: { label: 'City', control: { kind: 'text', half: true, optional: true } },
    State: { label: 'State or region', control: { kind: 'text', half: true, optional: true } },
    ZipCode: { label: 'Zip code', control: { kind: 'text', half: true, optional: true } },
    Country: { label: 'Country', control: { kind: 'text', half: true, optional: true } },
    SmartOfficeVersion: {
      label: 'Version',
      control: {
        kind: 'select',
        half: true,
        options: versionOptions(),
      },
    },
    RequireVoiceMFA: {
      label: 'Require voice MFA',
      show: (organization) => <YesNoBadge value={organization.RequireVoiceMFA} />,
      control: {
        kind: 'toggle',
        half: true,
        placeholder: 'Voice answers need a second factor',
        description: 'For every connection of the organization.',
      },
    },
    OrgAttributes: {
      label: 'Organization attributes',
      show: (organization) => <code>{organization.OrgAttributes}</code>,
      control: {
        kind: 'textarea',
        optional: true,
        placeholder: '{ "region": "eu-west-1" }',
        constraintText: 'A JSON object; left empty, it is {}.',
        // An empty object reads as the empty field it was typed as (spec: empty means {}).
        codec: { fromItem: (value) => (value === '{}' ? '' : String(value ?? '')) },
      },
    },
  }) satisfies EntityFields<OrganizationDetails, FormValues, string>;

/**
 * The edit modal's form, its fields in the order it shows them: organizationInput (the routes' own request schema)
 * validates it as it is typed; the body is SetupOrganization's and UpdateOrganization's, with the Version the details
 * were read at. The organization exists: the form always edits it.
 */
export const organizationForm = (
  fields: ReturnType<typeof organizationFields>,
): EntityForm<OrganizationDetails, FormValues> =>
  declaredForm(
    fields,
    {
      fields: [
        'OrganizationName',
        'SmartOfficeVersion',
        'RequireVoiceMFA',
        'smallImageUrl',
        'largeImageUrl',
        'Email',
        'Phone',
        'Address',
        'City',
        'State',
        'ZipCode',
        'Country',
        'IncidentService',
        'CRMService',
        'EmailService',
        'DirectoryService',
        'BIService',
        'OrgAttributes',
      ],
    },
    { create: organizationInput, update: organizationInput },
  );
