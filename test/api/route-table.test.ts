import { routeEntries } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { baseUrl, call, signIn, USERS } from './client';

/** Walks the whole route table: every route exists, refuses a missing CSRF header, and wants a session. */
const signedInRoutes = routeEntries.filter(([, def]) => def.access !== 'public');
const staffForbiddenRoutes = routeEntries.filter(
  ([, def]) => Array.isArray(def.access) && !def.access.includes('Staff'),
);

const csrfRoutes = routeEntries.filter(([, def]) => !def.csrfExempt);

describe.each(csrfRoutes)('%s without the X-Requested-With header', (name) => {
  it('is refused (403)', async () => {
    const answer = await call(name, { csrf: false, cookie: await signIn(USERS.platform), body: {} });
    expect(answer.status).toBe(403);
  });
});

describe.each(signedInRoutes)('%s signed out', (name) => {
  it('answers 401 "Redirect"', async () => {
    expect(await call(name, { body: {} })).toMatchObject({ status: 401, body: 'Redirect' });
  });
});

describe.each(staffForbiddenRoutes)('%s as Staff', (name) => {
  it('is refused (403)', async () => {
    expect(await call(name, { body: {}, cookie: await signIn(USERS.staff) })).toMatchObject({ status: 403 });
  });
});

describe('paths outside the route table', () => {
  it('answers 404 JSON under an API prefix, and health', async () => {
    const api = await fetch(new URL('/SetupProcessEntity/NoSuchCall', baseUrl()));
    expect(api.status).toBe(404);
    expect(await api.json()).toBe('Not found.');
    const health = await fetch(new URL('/health', baseUrl()));
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
