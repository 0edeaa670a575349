import { messages, type InvitedUser } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { newInvitation, unique, uniqueEmail } from './sweeps/context';

/** Issue 15 item 3: a user's status and organization names under concurrency. */
let orgAdmin: string;
let platform: string;

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  platform = await signIn(USERS.platform);
});

const rowOf = async (email: string) =>
  (await call<InvitedUser[]>('GetInvitedUsers', { cookie: orgAdmin })).body.find((row) => row.Email === email)!;
const setStatus = (email: string, body: Record<string, unknown>) =>
  call('UpdateStatus', { cookie: orgAdmin, query: { email }, body });

describe('UpdateStatus carries the Version of the user row', () => {
  it('50 writers with one Version: one 200, the rest 409 with the conflict message', async () => {
    const { Email, Version } = await newInvitation('Approved');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => setStatus(Email, { Enabled: i % 2 === 0, Version })),
    );
    const won = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body === messages.msg_version_conflict)).toHaveLength(49);
    expect(await rowOf(Email)).toMatchObject({ Enabled: won[0]! % 2 === 0, Version: Version + 1 });
  });

  it('a stale Version is refused; without one the change is made from the account as stored', async () => {
    const { Email, Version } = await newInvitation('Approved');
    expect(await setStatus(Email, { Enabled: false, Version })).toMatchObject({ status: 200 });
    expect(await setStatus(Email, { Enabled: true, Version })).toMatchObject({
      status: 409,
      body: messages.msg_version_conflict,
    });
    expect((await rowOf(Email)).Enabled).toBe(false);
    expect(await setStatus(Email, { Enabled: true })).toMatchObject({ status: 200 });
    expect(await rowOf(Email)).toMatchObject({ Enabled: true, Version: Version + 2 });
  });
});

describe('organization names are held by claims', () => {
  it('20 parallel creates of one organization: one stored, the rest 409 naming the organization', async () => {
    const name = unique('Race Organization');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('CreateOrganization', {
          cookie: platform,
          body: { OrganizationName: name, FirstName: 'Race', LastName: 'Founder', Email: uniqueEmail(`race${i}`) },
        }),
      ),
    );
    expect(answers.filter((a) => a.status < 300)).toHaveLength(1);
    const refused = answers.filter(
      (a) => a.status === 409 && a.body === `OrganizationName: an organization named ${name} already exists.`,
    );
    expect(refused).toHaveLength(19);
    const organizations = await call<{ OrganizationName: string }[]>('Organizations', { cookie: platform });
    expect(organizations.body.filter((o) => o.OrganizationName === name)).toHaveLength(1);
  });
});
