import { newOrganizationInput } from '@switchboard/shared';
import type { EntityForm } from '../../../components/list-screen/types';

export type OrganizationFormValues = { OrganizationName: string; FirstName: string; LastName: string; Email: string };

/** A PlatformAdmin's new organization: its name and its first OrgAdmin, who is invited by email. */
export const organizationForm: EntityForm<never, OrganizationFormValues> = {
  fields: [
    { key: 'OrganizationName', label: 'Organization name', kind: 'text' },
    { key: 'FirstName', label: 'Administrator’s first name', kind: 'text', half: true },
    { key: 'LastName', label: 'Administrator’s last name', kind: 'text', half: true },
    {
      key: 'Email',
      label: 'Administrator’s email',
      kind: 'text',
      placeholder: 'name@example.com',
      description: 'The organization’s first administrator gets an invitation link at this address.',
    },
  ],
  empty: () => ({ OrganizationName: '', FirstName: '', LastName: '', Email: '' }),
  fromItem: () => ({ OrganizationName: '', FirstName: '', LastName: '', Email: '' }),
  createSchema: newOrganizationInput,
  updateSchema: newOrganizationInput,
  toCreateBody: (values) => values,
  toUpdateBody: (values) => values,
};
