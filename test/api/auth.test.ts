import { describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { TEST_PASSWORD } from './global-setup';

describe('sign-in and sessions', () => {
  it('signs in with the right password and sets an HttpOnly SameSite=Strict session cookie', async () => {
    const answer = await call('Login', { body: { Email: 'Org.Admin@Example.com', Password: TEST_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Email: USERS.orgAdmin,
      Role: 'OrgAdmin',
      OrganizationName: 'Demo Organization',
    });
    const cookie = answer.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^sb_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure'); // plain http on localhost
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const wrong = await call('Login', { body: { Email: USERS.orgAdmin, Password: 'Wrong-Password-1!' } });
    const unknown = await call('Login', { body: { Email: 'nobody@example.com', Password: TEST_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toBe('The email or password is incorrect.');
    expect(unknown).toMatchObject({ status: 400, body: wrong.body });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('names the missing field', async () => {
    const answer = await call('Login', { body: { Email: USERS.orgAdmin } });
    expect(answer).toMatchObject({ status: 400, body: 'Password: is required' });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await call('Login', { rawBody: '{"Email":' });
    expect(answer).toMatchObject({ status: 400, body: 'The body is not valid JSON.' });
  });

  it('refuses a request without the X-Requested-With header', async () => {
    const answer = await call('Login', { body: { Email: USERS.orgAdmin, Password: TEST_PASSWORD }, csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('tells who is signed in, and Redirect when nobody is', async () => {
    const cookie = await signIn(USERS.staff, true);
    expect((await call('Me', { cookie })).body).toMatchObject({ Email: USERS.staff, Role: 'Staff' });
    expect(await call('Me')).toMatchObject({ status: 401, body: 'Redirect' });
    expect(await call('Me', { cookie: 'sb_session=forged-token' })).toMatchObject({ status: 401, body: 'Redirect' });
  });

  it('ends the session on sign-out', async () => {
    const cookie = await signIn(USERS.otherAdmin, true);
    const answer = await call('Logout', { cookie });
    expect(answer).toMatchObject({ status: 200, body: 'Success' });
    expect(answer.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect(await call('Me', { cookie })).toMatchObject({ status: 401, body: 'Redirect' });
  });

  it('rotates the session on sign-in: the session the browser had before ends', async () => {
    const before = await signIn(USERS.orgAdmin, true);
    const again = await call('Login', { body: { Email: USERS.orgAdmin, Password: TEST_PASSWORD }, cookie: before });
    expect(again.status).toBe(200);
    expect(await call('Me', { cookie: before })).toMatchObject({ status: 401 });
    const after = again.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await call('Me', { cookie: after })).status).toBe(200);
  });

  it('lists organizations for a PlatformAdmin only', async () => {
    const platform = await call<{ OrganizationName: string }[]>('Organizations', {
      cookie: await signIn(USERS.platform),
    });
    const names = platform.body.map((o) => o.OrganizationName);
    expect(names).toEqual(expect.arrayContaining(['Demo Organization', 'Other Organization']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(await call('Organizations', { cookie: await signIn(USERS.staff) })).toMatchObject({ status: 403 });
    expect(await call('Organizations', { cookie: await signIn(USERS.orgAdmin, true) })).toMatchObject({ status: 403 });
  });
});
