import { invitableRoles, inviteInput, type InvitedUser } from '@switchboard/shared';
import { roleDescriptions, roleLabels } from '../../../session/principal';
import type { EntityForm } from '../../../components/list-screen/types';

export type InviteFormValues = { FirstName: string; LastName: string; Email: string; Role: string };

/** The invite modal: first and last name, email and role, checked with the server's own inviteInput schema. */
export const inviteForm: EntityForm<InvitedUser, InviteFormValues> = {
  fields: [
    { key: 'FirstName', label: 'First name', kind: 'text', half: true },
    { key: 'LastName', label: 'Last name', kind: 'text', half: true },
    {
      key: 'Email',
      label: 'Email',
      kind: 'text',
      placeholder: 'name@example.com',
      description: 'The invitation link is sent to this address.',
    },
    {
      key: 'Role',
      label: 'Role',
      kind: 'select',
      options: invitableRoles.map((role) => ({
        value: role,
        label: roleLabels[role],
        description: roleDescriptions[role],
      })),
    },
  ],
  empty: () => ({ FirstName: '', LastName: '', Email: '', Role: 'Staff' }),
  fromItem: (user) => ({ FirstName: user.FirstName, LastName: user.LastName, Email: user.Email, Role: user.Role }),
  createSchema: inviteInput,
  updateSchema: inviteInput,
  toCreateBody: (values) => ({ ...values, Role: values.Role || undefined }),
  toUpdateBody: (values) => ({ ...values, Role: values.Role || undefined }),
};
