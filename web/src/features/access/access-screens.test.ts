import { invitedUser } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import {
  expectColumnsOf,
  expectFormWithinCreateSchema,
  guid,
  rowOf,
  shownText,
} from '../../components/list-screen/screen-contract';
import type { EntityForm, FormValues } from '../../components/list-screen/types';
import { invitationDetails } from './invite-users/invitation-details';
import { inviteForm } from './invite-users/invite-form';
import { inviteTable } from './invite-users/invite-table';
import { organizationForm } from './invite-users/organization-form';

/**
 * Invite users renders ListTable with modals of its own (no ListScreenConfig): its table, details and two forms
 * against the routes' schemas, as accounts.spec.ts's invite and new organization typed them. The invitation's
 * lifecycle (register, approve, configure, resend, cancel) keeps its e2e.
 */
describe('the Invite users screen as declared', () => {
  const user = rowOf(invitedUser, {
    EmployeeInviteID: guid(1),
    FirstName: 'Ivy',
    LastName: 'Invited',
    Email: 'ivy.invited@example.com',
    Role: 'OrgAdmin',
    Status: 'Invited',
    Enabled: true,
    Version: 1,
  });

  it('lists an invitation as the list answers it: name, email, role, status', () => {
    expect(invitedUser.safeParse(user).error?.issues ?? []).toEqual([]);
    const table = inviteTable({ rowActions: () => null });
    expectColumnsOf(table, user as never, ['Ivy Invited', 'ivy.invited@example.com', 'Org admin', 'Invited']);
    const details = invitationDetails(user as never).map((d) => `${d.label}: ${shownText(d.value)}`);
    expect(details.join('\n')).toContain('ivy.invited@example.com');
  });

  it('invites within SendInvitation’s schema, a Staff member by default', () => {
    const form = inviteForm as unknown as EntityForm<unknown, FormValues>;
    expect(form.empty()).toMatchObject({ Role: 'Staff' });
    const typed = { FirstName: 'Ivy', LastName: 'Invited', Email: 'ivy.invited@example.com', Role: 'OrgAdmin' };
    expectFormWithinCreateSchema(form, { ...form.empty(), ...typed });
    expect(form.fromItem(user)).toEqual(typed);
  });

  it('starts a new organization within its schema: its name and its first administrator', () => {
    const form = organizationForm as unknown as EntityForm<unknown, FormValues>;
    expectFormWithinCreateSchema(form, {
      OrganizationName: 'Ledger Ltd',
      FirstName: 'Olga',
      LastName: 'Owner',
      Email: 'olga.owner@example.com',
    });
  });
});
