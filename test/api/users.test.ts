import type { InvitedUser } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, invitationLinkFor, signIn, tokenOf, USERS } from './client';

const STRONG = 'Registered-Pass-7!';
let orgAdmin: string;
let otherAdmin: string;
let platform: string;

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.net`;
const invited = async (cookie: string) => (await call<InvitedUser[]>('GetInvitedUsers', { cookie })).body;
const find = async (cookie: string, email: string) => (await invited(cookie)).find((i) => i.Email === email);

async function inviteAndRegister(email: string, cookie = orgAdmin) {
  expect(
    await call('SendInvitation', { cookie, body: { FirstName: 'Ada', LastName: 'Lovelace', Email: email } }),
  ).toMatchObject({
    status: 200,
    body: 'success',
  });
  const token = tokenOf(invitationLinkFor(email));
  const registered = await call('Register', {
    body: { Token: token, FirstName: 'Ada', LastName: 'King', Password: STRONG, ConfirmPassword: STRONG },
  });
  expect(registered).toMatchObject({ status: 200, body: 'success' });
  return (await find(cookie, email))!;
}

const signInAs = (email: string, password = STRONG) => call('Login', { body: { Email: email, Password: password } });

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  platform = await signIn(USERS.platform);
});

describe('the invitation lifecycle', () => {
  it('goes invited → registered → approved → configured, and the user signs in', async () => {
    const email = uniqueEmail('ada');
    await call('SendInvitation', {
      cookie: orgAdmin,
      body: { FirstName: 'Ada', LastName: 'Lovelace', Email: email.toUpperCase() },
    });
    expect(await find(orgAdmin, email)).toMatchObject({
      Status: 'Invited',
      Accepted: false,
      Enabled: true,
      LastUpdatedBy: USERS.orgAdmin,
    });
    const link = invitationLinkFor(email);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/Account\/Register\?token=[\w-]{43}$/);

    expect(await call('Invitation', { query: { token: tokenOf(link) } })).toMatchObject({
      status: 200,
      body: { Email: email, FirstName: 'Ada', OrganizationName: 'Demo Organization' },
    });
    const weak = await call<string>('Register', {
      body: {
        Token: tokenOf(link),
        FirstName: 'Ada',
        LastName: 'King',
        Password: 'weakpass',
        ConfirmPassword: 'weakpass',
      },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain('Password: needs at least 10 characters, an upper-case letter, a digit');
    expect((await find(orgAdmin, email))!.Status).toBe('Invited');

    await call('Register', {
      body: { Token: tokenOf(link), FirstName: 'Ada', LastName: 'King', Password: STRONG, ConfirmPassword: STRONG },
    });
    const registered = (await find(orgAdmin, email))!;
    expect(registered).toMatchObject({ Status: 'Registered', Accepted: true, LastName: 'King' });
    expect(
      (
        await call('Register', {
          body: { Token: tokenOf(link), FirstName: 'X', LastName: 'Y', Password: STRONG, ConfirmPassword: STRONG },
        })
      ).status,
    ).toBe(404);
    expect(await signInAs(email)).toMatchObject({
      status: 400,
      body: 'Your registration is waiting for your administrator’s approval.',
    });
    expect(await signInAs(email, 'Wrong-Password-1!')).toMatchObject({
      status: 400,
      body: 'The email or password is incorrect.',
    });

    expect(await call('ApproveRegistration', { cookie: orgAdmin, body: registered })).toMatchObject({
      status: 200,
      body: 'success',
    });
    expect((await find(orgAdmin, email))!.Status).toBe('Approved');
    const session = await signInAs(email);
    expect(session).toMatchObject({ status: 200, body: { Role: 'Staff', OrganizationName: 'Demo Organization' } });
    const cookie = session.headers.getSetCookie()[0]!.split(';')[0]!;
    const before = await call<{ ResponseBody: string }>('GetEmployeeData', { cookie });
    expect(JSON.parse(before.body.ResponseBody)).toEqual({
      EmployeeId: null,
      EmployeeOrganizationId: registered.OrganizationID,
    });

    const configured = await call('ConfigureApprovedRegistration', {
      cookie: orgAdmin,
      query: { EmployeeinviteID: registered.EmployeeInviteID },
    });
    expect(configured).toMatchObject({ status: 200, body: 'success' });
    expect(await find(orgAdmin, email)).toMatchObject({
      Status: 'Configured',
      EnrollmentCompleted: true,
      EmployeeID: registered.EmployeeInviteID,
    });
    const after = await call<{ ResponseStatus: string; ResponseBody: string }>('GetEmployeeData', { cookie });
    expect(after.body.ResponseStatus).toBe('Success');
    expect(JSON.parse(after.body.ResponseBody)).toEqual({
      EmployeeId: registered.EmployeeInviteID,
      EmployeeOrganizationId: registered.OrganizationID,
    });
  });

  it('disables a user at once: open sessions are refused, sign-in too; enabling lets them back', async () => {
    const email = uniqueEmail('grace');
    const invitation = await inviteAndRegister(email);
    await call('ApproveRegistration', { cookie: orgAdmin, body: invitation });
    const cookie = (await signInAs(email)).headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await call('Me', { cookie })).status).toBe(200);

    const disabled = await call('UpdateStatus', { cookie: orgAdmin, query: { email } });
    expect(disabled).toMatchObject({
      status: 200,
      body: { ResponseStatus: 'Success', ResponseMessage: `${email} is now disabled.` },
    });
    expect(await call('Me', { cookie })).toMatchObject({ status: 401, body: 'Redirect' });
    expect(await signInAs(email)).toMatchObject({
      status: 400,
      body: 'This account is disabled. Ask your administrator.',
    });
    expect((await find(orgAdmin, email))!.Enabled).toBe(false);

    expect(await call('UpdateStatus', { cookie: orgAdmin, query: { email }, body: { Enabled: true } })).toMatchObject({
      body: { ResponseMessage: `${email} is now enabled.` },
    });
    expect((await signInAs(email)).status).toBe(200);
  });

  it('refuses transitions the state does not allow, changing nothing', async () => {
    const email = uniqueEmail('alan');
    await call('SendInvitation', { cookie: orgAdmin, body: { FirstName: 'Alan', LastName: 'Turing', Email: email } });
    const pending = (await find(orgAdmin, email))!;
    expect(await call('ApproveRegistration', { cookie: orgAdmin, body: pending })).toMatchObject({
      status: 400,
      body: 'Only a registered invitation can be approved; this one is invited.',
    });
    expect(
      await call('ConfigureApprovedRegistration', {
        cookie: orgAdmin,
        query: { EmployeeinviteID: pending.EmployeeInviteID },
      }),
    ).toMatchObject({ status: 400 });

    expect(
      await call('CancelInvitation', { cookie: orgAdmin, query: { EmployeeInviteID: pending.EmployeeInviteID } }),
    ).toMatchObject({ status: 200, body: 'success' });
    expect((await find(orgAdmin, email))!.Status).toBe('Cancelled');
    expect(await call('ApproveRegistration', { cookie: orgAdmin, body: pending })).toMatchObject({ status: 400 });
    expect(await call('SendInvitationEmail', { cookie: orgAdmin, query: { email } })).toMatchObject({ status: 400 });
    const token = tokenOf(invitationLinkFor(email));
    expect(await call('Invitation', { query: { token } })).toMatchObject({ status: 404 });
    expect((await find(orgAdmin, email))!.Status).toBe('Cancelled');
  });

  it('resends with a new link that replaces the old one', async () => {
    const email = uniqueEmail('edsger');
    await call('SendInvitation', {
      cookie: orgAdmin,
      body: { FirstName: 'Edsger', LastName: 'Dijkstra', Email: email },
    });
    const first = tokenOf(invitationLinkFor(email));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await call('SendInvitationEmail', { cookie: orgAdmin, query: { email } })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    const second = tokenOf(invitationLinkFor(email));
    expect(second).not.toBe(first);
    expect((await call('Invitation', { query: { token: first } })).status).toBe(404);
    expect((await call('Invitation', { query: { token: second } })).status).toBe(200);
    const copied = await call<{ Link: string }>('InvitationLink', {
      cookie: orgAdmin,
      query: { EmployeeInviteID: (await find(orgAdmin, email))!.EmployeeInviteID },
    });
    expect(copied.body.Link).toMatch(/\/Account\/Register\?token=/);
    expect((await call('Invitation', { query: { token: tokenOf(copied.body.Link) } })).status).toBe(200);
  });
});

describe('invitation rules', () => {
  it('tells an admin that someone of their own organization already has an account or a pending invitation', async () => {
    expect(
      await call('SendInvitation', {
        cookie: orgAdmin,
        body: { FirstName: 'Sam', LastName: 'Again', Email: USERS.staff },
      }),
    ).toMatchObject({
      status: 409,
      body: `${USERS.staff} already has an account.`,
    });
    const email = uniqueEmail('dup');
    await call('SendInvitation', { cookie: orgAdmin, body: { FirstName: 'Dup', LastName: 'One', Email: email } });
    expect(
      await call('SendInvitation', { cookie: orgAdmin, body: { FirstName: 'Dup', LastName: 'Two', Email: email } }),
    ).toMatchObject({
      status: 409,
      body: `${email} already has a pending invitation.`,
    });
  });

  it('answers another organization exactly as for a new address, whether the email has an account or an invitation', async () => {
    const pending = uniqueEmail('pending');
    await call('SendInvitation', { cookie: orgAdmin, body: { FirstName: 'Pen', LastName: 'Ding', Email: pending } });
    const invite = (email: string) =>
      call('SendInvitation', { cookie: otherAdmin, body: { FirstName: 'Pat', LastName: 'Probe', Email: email } });
    const fresh = await invite(uniqueEmail('fresh'));
    const hasAccount = await invite(USERS.staff);
    const hasInvitation = await invite(pending);
    for (const answer of [fresh, hasAccount, hasInvitation]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: 'success' });
    }
    const rows = await invited(otherAdmin);
    expect(rows.find((i) => i.Email === USERS.staff)).toMatchObject({ Status: 'Invited' });
    expect(rows.find((i) => i.Email === pending)).toMatchObject({ Status: 'Invited' });

    // Only the invitee, opening the link, learns that their address is taken.
    const taken = await call<string>('Invitation', { query: { token: tokenOf(invitationLinkFor(USERS.staff)) } });
    expect(taken.status).toBe(409);
    expect(taken.body).toContain(`${USERS.staff} already has a Switchboard account`);
    // Invited by two organizations: the first registration wins, the other link then says the address is taken.
    const otherLink = tokenOf(invitationLinkFor(pending));
    expect(
      await call('Register', {
        body: { Token: otherLink, FirstName: 'Pen', LastName: 'Ding', Password: STRONG, ConfirmPassword: STRONG },
      }),
    ).toMatchObject({ status: 200 });
    expect((await find(otherAdmin, pending))!.Status).toBe('Registered');
    expect((await find(orgAdmin, pending))!.Status).toBe('Invited');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a bad email', { Email: 'not-an-email' }, 'Email: must be a valid email address'],
    [
      'digits in a name',
      { FirstName: 'R2D2' },
      'FirstName: must contain only letters, spaces, hyphens and apostrophes',
    ],
    ['an oversized name', { LastName: 'L'.repeat(51) }, 'LastName: must be at most 50 characters'],
    ['a missing name', { FirstName: undefined }, 'FirstName: is required'],
    ['an unknown role', { Role: 'PlatformAdmin' }, 'Role: must be Staff or OrgAdmin'],
  ];
  it.each(bad)('refuses %s, storing nothing', async (_, overrides, message) => {
    const before = await invited(orgAdmin);
    const answer = await call<string>('SendInvitation', {
      cookie: orgAdmin,
      body: { FirstName: 'Valid', LastName: 'Person', Email: uniqueEmail('bad'), ...overrides },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
    expect(await invited(orgAdmin)).toEqual(before);
  });

  it("answers 404 for another organization's invitation or user", async () => {
    const email = uniqueEmail('theirs');
    await call('SendInvitation', {
      cookie: otherAdmin,
      body: { FirstName: 'Their', LastName: 'Person', Email: email },
    });
    const theirs = (await find(otherAdmin, email))!;
    expect(
      (await call('CancelInvitation', { cookie: orgAdmin, query: { EmployeeInviteID: theirs.EmployeeInviteID } }))
        .status,
    ).toBe(404);
    expect((await call('ApproveRegistration', { cookie: orgAdmin, body: theirs })).status).toBe(404);
    expect(
      (await call('InvitationLink', { cookie: orgAdmin, query: { EmployeeInviteID: theirs.EmployeeInviteID } })).status,
    ).toBe(404);
    expect((await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.otherAdmin } })).status).toBe(404);
    expect((await find(otherAdmin, email))!.Status).toBe('Invited');
  });

  it('does not let an admin disable or enable themselves', async () => {
    expect(await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.orgAdmin } })).toMatchObject({
      status: 400,
      body: 'You cannot disable your own account.',
    });
    expect(
      await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.orgAdmin }, body: { Enabled: true } }),
    ).toMatchObject({ status: 400, body: 'You cannot enable your own account.' });
  });

  it('does not let an OrgAdmin disable the PlatformAdmin of their organization', async () => {
    for (const body of [undefined, { Enabled: false }]) {
      expect(await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.platform }, body })).toMatchObject({
        status: 403,
        body: `Only a PlatformAdmin can enable or disable ${USERS.platform}.`,
      });
    }
    expect((await call('Me', { cookie: platform })).status).toBe(200);
    expect((await invited(orgAdmin)).find((u) => u.Email === USERS.platform)).toMatchObject({ Enabled: true });
  });

  it('lets an OrgAdmin disable another admin or a staff member of the same organization', async () => {
    const email = uniqueEmail('peer');
    const invitation = await inviteAndRegister(email);
    await call('ApproveRegistration', { cookie: orgAdmin, body: invitation });
    expect(await call('UpdateStatus', { cookie: orgAdmin, query: { email }, body: { Enabled: false } })).toMatchObject({
      status: 200,
      body: { ResponseStatus: 'Success' },
    });
    expect(await call('UpdateStatus', { cookie: otherAdmin, query: { email }, body: { Enabled: true } })).toMatchObject(
      { status: 404 },
    );
  });

  it('lets a PlatformAdmin start an organization with its first OrgAdmin', async () => {
    const email = uniqueEmail('founder');
    const name = `Org ${randomUUID().slice(0, 6)}`;
    const created = await call<{ OrganizationID: string }>('CreateOrganization', {
      cookie: platform,
      body: { OrganizationName: name, FirstName: 'Fay', LastName: 'Founder', Email: email },
    });
    expect(created.status).toBe(200);
    const token = tokenOf(invitationLinkFor(email));
    expect((await call('Invitation', { query: { token } })).body).toMatchObject({ OrganizationName: name });
    expect(
      await call('CreateOrganization', {
        cookie: platform,
        body: { OrganizationName: name.toUpperCase(), FirstName: 'A', LastName: 'B', Email: uniqueEmail('x') },
      }),
    ).toMatchObject({ status: 409 });
    expect(
      (
        await call('CreateOrganization', {
          cookie: orgAdmin,
          body: { OrganizationName: 'Nope', FirstName: 'A', LastName: 'B', Email: uniqueEmail('y') },
        })
      ).status,
    ).toBe(403);
  });
});

describe('registration links', () => {
  it('refuses a malformed or unknown token with a clear message', async () => {
    expect(await call('Invitation', { query: { token: 'short' } })).toMatchObject({
      status: 400,
      body: 'token: is not an invitation link this console sent',
    });
    const unknown = await call<string>('Invitation', { query: { token: 'a'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('This invitation link is no longer valid');
  });

  it('needs the confirmation to match', async () => {
    const email = uniqueEmail('confirm');
    await call('SendInvitation', { cookie: orgAdmin, body: { FirstName: 'Con', LastName: 'Firm', Email: email } });
    const answer = await call('Register', {
      body: {
        Token: tokenOf(invitationLinkFor(email)),
        FirstName: 'Con',
        LastName: 'Firm',
        Password: STRONG,
        ConfirmPassword: `${STRONG}x`,
      },
    });
    expect(answer).toMatchObject({ status: 400, body: 'ConfirmPassword: must match Password' });
  });
});

describe('the list of invited users', () => {
  it('shows an OrgAdmin every user of the organization, seeded ones included, and lets them disable staff', async () => {
    const rows = await invited(orgAdmin);
    for (const [email, role] of [
      [USERS.platform, 'PlatformAdmin'],
      [USERS.orgAdmin, 'OrgAdmin'],
      [USERS.staff, 'Staff'],
    ] as const) {
      expect(rows.find((u) => u.Email === email)).toMatchObject({
        Role: role,
        Status: 'Configured',
        Enabled: true,
        AccountOnly: true,
      });
    }
    expect(rows.some((u) => u.Email === USERS.otherAdmin)).toBe(false);
    expect(
      await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.staff }, body: { Enabled: false } }),
    ).toMatchObject({ status: 200 });
    expect((await invited(orgAdmin)).find((u) => u.Email === USERS.staff)).toMatchObject({ Enabled: false });
    expect(
      await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.staff }, body: { Enabled: true } }),
    ).toMatchObject({ status: 200 });
  });

  it("lets the PlatformAdmin who created an organization manage its first admin's invitation to the end", async () => {
    const email = uniqueEmail('first');
    const name = `Founded ${randomUUID().slice(0, 6)}`;
    const created = await call<{ OrganizationID: string }>('CreateOrganization', {
      cookie: platform,
      body: { OrganizationName: name, FirstName: 'Fran', LastName: 'First', Email: email },
    });
    const row = (await find(platform, email))!;
    expect(row).toMatchObject({ Status: 'Invited', Role: 'OrgAdmin', OrganizationName: name });
    expect(row.OrganizationID).toBe(created.body.OrganizationID);
    expect(await find(orgAdmin, email)).toBeUndefined();
    expect(
      (await call('CancelInvitation', { cookie: orgAdmin, query: { EmployeeInviteID: row.EmployeeInviteID } })).status,
    ).toBe(404);

    const first = tokenOf(invitationLinkFor(email));
    expect(await call('SendInvitationEmail', { cookie: platform, query: { email } })).toMatchObject({ status: 200 });
    expect((await call('Invitation', { query: { token: first } })).status).toBe(404);
    const copied = await call<{ Link: string }>('InvitationLink', {
      cookie: platform,
      query: { EmployeeInviteID: row.EmployeeInviteID },
    });
    const token = tokenOf(copied.body.Link);
    expect(
      await call('Register', {
        body: { Token: token, FirstName: 'Fran', LastName: 'First', Password: STRONG, ConfirmPassword: STRONG },
      }),
    ).toMatchObject({ status: 200 });
    expect(await call('ApproveRegistration', { cookie: platform, body: row })).toMatchObject({ status: 200 });
    expect(
      await call('ConfigureApprovedRegistration', {
        cookie: platform,
        query: { EmployeeinviteID: row.EmployeeInviteID },
      }),
    ).toMatchObject({ status: 200 });
    const founder = await signInAs(email);
    expect(founder).toMatchObject({ status: 200, body: { Role: 'OrgAdmin', OrganizationName: name } });
    expect(await call('UpdateStatus', { cookie: platform, query: { email }, body: { Enabled: false } })).toMatchObject({
      status: 200,
    });
    expect((await signInAs(email)).status).toBe(400);
  });

  it('lets a PlatformAdmin cancel the first-admin invitation of an organization they created', async () => {
    const email = uniqueEmail('never');
    await call('CreateOrganization', {
      cookie: platform,
      body: {
        OrganizationName: `Abandoned ${randomUUID().slice(0, 6)}`,
        FirstName: 'N',
        LastName: 'Ever',
        Email: email,
      },
    });
    const row = (await find(platform, email))!;
    expect(
      await call('CancelInvitation', { cookie: platform, query: { EmployeeInviteID: row.EmployeeInviteID } }),
    ).toMatchObject({ status: 200, body: 'success' });
    expect((await find(platform, email))!.Status).toBe('Cancelled');
  });
});
