import { organizationInput, type OrganizationDetails, type OrganizationInput } from '@switchboard/shared';
import { formFieldsOf } from '../../../components/list-screen/entity-fields';
import type { EntityForm } from '../../../components/list-screen/types';
import type { organizationFields, OrganizationField } from './organization-fields';

/** The organization's details while they are edited: text per field; the toggle as 'true' or 'false'. */
export type OrganizationValues = {
  OrganizationName: string;
  smallImageUrl: string;
  largeImageUrl: string;
  IncidentService: string;
  CRMService: string;
  EmailService: string;
  DirectoryService: string;
  BIService: string;
  Email: string;
  Phone: string;
  Address: string;
  City: string;
  State: string;
  ZipCode: string;
  Country: string;
  SmartOfficeVersion: string;
  RequireVoiceMFA: string;
  OrgAttributes: string;
};

/** The edit modal's fields, in the order it shows them. */
export const organizationFormFields = [
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
] as const satisfies readonly (OrganizationField & keyof OrganizationValues)[];

export function organizationValues(organization: OrganizationDetails): OrganizationValues {
  const { RequireVoiceMFA, SmartOfficeVersion } = organization;
  const text = Object.fromEntries(organizationFormFields.map((key) => [key, String(organization[key] ?? '')]));
  return {
    ...(text as OrganizationValues),
    RequireVoiceMFA: String(RequireVoiceMFA),
    SmartOfficeVersion,
    // An empty object reads as the empty field it was typed as (spec: empty means {}).
    OrgAttributes: organization.OrgAttributes === '{}' ? '' : organization.OrgAttributes,
  };
}

/** The body of SetupOrganization and UpdateOrganization, from the Version the details were read at. */
export const organizationBody = (values: OrganizationValues, organization: OrganizationDetails): OrganizationInput => ({
  ...values,
  RequireVoiceMFA: values.RequireVoiceMFA === 'true',
  Version: organization.Version,
});

/** The edit modal's form: organizationInput (the routes' own request schema) validates it as it is typed. */
export function organizationForm(
  fields: ReturnType<typeof organizationFields>,
): EntityForm<OrganizationDetails, OrganizationValues> {
  return {
    fields: formFieldsOf(fields, organizationFormFields),
    empty: () => {
      throw new Error('the organization exists: its form always edits it');
    },
    fromItem: organizationValues,
    createSchema: organizationInput,
    updateSchema: organizationInput,
    toCreateBody: () => undefined,
    toUpdateBody: organizationBody,
  };
}
