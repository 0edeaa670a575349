import { randomUUID } from 'node:crypto';
import { messages } from '@switchboard/shared';
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

  it('checks at most 5 guesses of an account when 14 wrong passwords and the right one arrive at once', async () => {
    const email = await newUser();
    const attempts = [...Array.from({ length: 14 }, () => 'Wrong-Password-9!'), FIRST];
    const answers = await Promise.all(attempts.map((Password) => call('Login', { body: { Email: email, Password } })));
    const incorrect = answers.filter((a) => a.status === 400);
    const accepted = answers.filter((a) => a.status === 200);
    const locked = answers.filter((a) => a.status === 429);
    // A guess is reserved before its password is checked: at most 5 wrong ones are checked, the 5th of them
    // answering the lock; every other one is refused unchecked.
    expect(incorrect.length).toBeLessThanOrEqual(4);
    expect(incorrect.every((a) => a.body === 'The email or password is incorrect.')).toBe(true);
    expect(incorrect.length + accepted.length).toBeLessThanOrEqual(5);
    expect(locked.length).toBeGreaterThanOrEqual(10);
    // Refused while guesses are still being checked: try again; once 5 wrong ones were judged: locked.
    expect(
      locked.every(
        (a) => String(a.body).startsWith('Too many failed sign-ins.') || a.body === messages.msg_sign_in_busy,
      ),
    ).toBe(true);
  });

  it('answers simultaneous right sign-ins of one user with a session or a retry, never the lock', async () => {
    const email = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call('Login', { body: { Email: email, Password: FIRST } })),
    );
    const refused = answers.filter((a) => a.status !== 200);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.map((a) => [a.status, a.body])).toEqual(
      refused.map(() => [
        429,
        'Several sign-ins of this account are being checked right now. Please try again in a moment.',
      ]),
    );
    // The account is not locked: the retry signs in.
    expect((await call('Login', { body: { Email: email, Password: FIRST } })).status).toBe(200);
  });

  it('refuses the right password after a burst of wrong ones locked the account', async () => {
    const email = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => call('Login', { body: { Email: email, Password: 'Wrong-Password-9!' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(4).fill(400), ...Array(10).fill(429)]);
    expect(await call('Login', { body: { Email: email, Password: FIRST } })).toMatchObject({
      status: 429,
      body: 'Too many failed sign-ins. This account is locked for 15 minutes; try again later.',
    });
  });

  it('limits sign-ins per client address to 30 in any minute, also when they arrive at once', async () => {
    const from = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await call('Login', { from, body: { Email: `rate${i}@example.net`, Password: 'x' } })).status);
    }
    expect(statuses).toEqual([...Array(30).fill(400), 429]);
    expect((await call('Login', { body: { Email: USERS.staff, Password: 'x' } })).status).toBe(400);

    const burst = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('Login', { from: burst, body: { Email: `burst${i}@example.net`, Password: 'x' } }),
      ),
    );
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(30);
  });

  it('throttles the current-password check like sign-in: wrong guesses lock the account', async () => {
    const email = await newUser();
    const cookie = cookieOf(await call('Login', { body: { Email: email, Password: FIRST } }));
    const wrong = { OldPassword: 'Not-The-One-1!', NewPassword: SECOND, ConfirmPassword: SECOND };
    for (let i = 0; i < 4; i++) {
      expect(await call('ChangeProfilePassword', { cookie, body: wrong })).toMatchObject({
        status: 400,
        body: { Success: false, Message: 'The current password is not correct.' },
      });
    }
    const lock = 'Too many failed sign-ins. This account is locked for 15 minutes; try again later.';
    expect(await call('ChangeProfilePassword', { cookie, body: wrong })).toMatchObject({ status: 429, body: lock });
    const right = { OldPassword: FIRST, NewPassword: SECOND, ConfirmPassword: SECOND };
    expect(await call('ChangeProfilePassword', { cookie, body: right })).toMatchObject({ status: 429, body: lock });
    expect(await call('Login', { body: { Email: email, Password: FIRST } })).toMatchObject({ status: 429, body: lock });
  });

  it('limits password changes per client address', async () => {
    const email = await newUser();
    const cookie = cookieOf(await call('Login', { body: { Email: email, Password: FIRST } }));
    const from = `198.18.0.${Math.floor(Math.random() * 250)}`;
    const body = { OldPassword: 'Not-The-One-1!', NewPassword: SECOND, ConfirmPassword: SECOND };
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await call<unknown>('ChangeProfilePassword', { cookie, from, body }));
    expect(answers.slice(0, 30).every((a) => a.status === 400 || a.status === 429)).toBe(true);
    expect(answers[30]).toMatchObject({ status: 429 });
    expect(String(answers[30]!.body)).toMatch(/^Too many attempts from your address\./);
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
