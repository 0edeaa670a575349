import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, invitationLinkFor, signIn, tokenOf, USERS } from './client';

const FIRST = 'First-Password-1!';
const SECOND = 'Second-Password-2@';

async function newUser(): Promise<string> {
  const admin = await signIn(USERS.orgAdmin);
  const email = `pw.${randomUUID().slice(0, 8)}@example.net`;
  await call('SendInvitation', { cookie: admin, body: { FirstName: 'Pat', LastName: 'Word', Email: email } });
  const token = tokenOf(invitationLinkFor(email));
  await call('Register', {
    body: { Token: token, FirstName: 'Pat', LastName: 'Word', Password: FIRST, ConfirmPassword: FIRST },
  });
  const invitation = (
    await call<{ Email: string; EmployeeInviteID: string }[]>('GetInvitedUsers', { cookie: admin })
  ).body.find((i) => i.Email === email)!;
  await call('ApproveRegistration', { cookie: admin, body: invitation });
  return email;
}

const cookieOf = (answer: { headers: Headers }) => answer.headers.getSetCookie()[0]!.split(';')[0]!;

describe('change password', () => {
  it('checks the current password, ends the other sessions and renews this one', async () => {
    const email = await newUser();
    const here = cookieOf(await call('Login', { body: { Email: email, Password: FIRST } }));
    const elsewhere = cookieOf(await call('Login', { body: { Email: email, Password: FIRST } }));

    const wrong = await call('ChangeProfilePassword', {
      cookie: here,
      body: { OldPassword: 'Not-The-One-1!', NewPassword: SECOND, ConfirmPassword: SECOND },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { Success: false, Message: 'The current password is not correct.' },
    });

    const weak = await call<string>('ChangeProfilePassword', {
      cookie: here,
      body: { OldPassword: FIRST, NewPassword: 'alllowercase1!', ConfirmPassword: 'alllowercase1!' },
    });
    expect(weak).toMatchObject({ status: 400, body: 'NewPassword: needs an upper-case letter' });
    const mismatch = await call('ChangeProfilePassword', {
      cookie: here,
      body: { OldPassword: FIRST, NewPassword: SECOND, ConfirmPassword: FIRST },
    });
    expect(mismatch).toMatchObject({ status: 400, body: 'ConfirmPassword: must match NewPassword' });

    const changed = await call<{ Success: boolean }>('ChangeProfilePassword', {
      cookie: here,
      body: { OldPassword: FIRST, NewPassword: SECOND, ConfirmPassword: SECOND },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.Success).toBe(true);
    const renewed = cookieOf(changed);
    expect(await call('Me', { cookie: elsewhere })).toMatchObject({ status: 401 });
    expect(await call('Me', { cookie: here })).toMatchObject({ status: 401 });
    expect((await call('Me', { cookie: renewed })).status).toBe(200);
    expect((await call('Login', { body: { Email: email, Password: FIRST } })).status).toBe(400);
    expect((await call('Login', { body: { Email: email, Password: SECOND } })).status).toBe(200);
  });
});

describe('sign-in hardening', () => {
  it('locks an account for 15 minutes after 5 failures, existing or not, with the same message', async () => {
    const email = await newUser();
    const unknown = `nobody.${randomUUID().slice(0, 8)}@example.net`;
    for (const target of [email, unknown]) {
      for (let i = 0; i < 4; i++) {
        expect((await call('Login', { body: { Email: target, Password: 'Wrong-Password-9!' } })).status).toBe(400);
      }
      expect(await call('Login', { body: { Email: target, Password: 'Wrong-Password-9!' } })).toMatchObject({
        status: 429,
        body: 'Too many failed sign-ins. This account is locked for 15 minutes; try again later.',
      });
    }
    expect((await call('Login', { body: { Email: email, Password: FIRST } })).status).toBe(429);
  });

  it('limits sign-ins per client address', async () => {
    const from = '203.0.113.77';
    // Windows are whole minutes: a run that crosses a minute boundary gets up to two windows' worth before 429.
    const statuses: number[] = [];
    for (let i = 0; i < 62 && !statuses.includes(429); i++) {
      statuses.push((await call('Login', { from, body: { Email: `rate${i}@example.net`, Password: 'x' } })).status);
    }
    const accepted = statuses.indexOf(429);
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(60);
    expect(statuses.slice(0, accepted).every((status) => status === 400)).toBe(true);
    expect((await call('Login', { body: { Email: USERS.staff, Password: 'x' } })).status).toBe(400);
  });

  it('answers the employee data of the signed-in user', async () => {
    const answer = await call<{ ResponseStatus: string; ResponseBody: string }>('GetEmployeeData', {
      cookie: await signIn(USERS.orgAdmin),
    });
    expect(answer.body.ResponseStatus).toBe('Success');
    expect(JSON.parse(answer.body.ResponseBody)).toEqual({
      EmployeeId: 'c0a80101-0000-4000-8000-000000000002',
      EmployeeOrganizationId: '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60',
    });
  });
});
