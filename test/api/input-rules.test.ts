import type { SystemList, SystemListCategory } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';

let platform: string;
let orgAdmin: string;
const tag = () => randomUUID().slice(0, 6);
const INVISIBLE = 'must not contain invisible characters (zero-width or other format characters)';
const organizationNames = async () =>
  (await call<{ OrganizationName: string }[]>('Organizations', { cookie: platform })).body.map(
    (o) => o.OrganizationName,
  );
const categories = async () =>
  (await call<{ SystemListCategories: SystemListCategory[] }>('GetSystemLists', { cookie: platform })).body
    .SystemListCategories;

beforeAll(async () => {
  platform = await signIn(USERS.platform);
  orgAdmin = await signIn(USERS.orgAdmin);
});

describe('text fields refuse control, broken, direction-override and invisible characters', () => {
  const founder = () => ({ FirstName: 'Fay', LastName: 'Founder', Email: `f.${tag()}@example.net` });
  const refusals: [string, string, string][] = [
    ['a line break', `Acme ${tag()}\r\nBcc: victim@example.com`, 'must be a single line (no line breaks or tabs)'],
    ['a tab', `Acme\t${tag()}`, 'must be a single line (no line breaks or tabs)'],
    ['a NUL', `Acme\u0000${tag()}`, 'must not contain control characters'],
    ['a C1 control', `Acme\u0085${tag()}`, 'must not contain control characters'],
    ['a lone surrogate', `Acme \uD800${tag()}`, 'must not contain broken characters (unpaired surrogates)'],
    ['a right-to-left override', `Acme \u202E${tag()}`, 'must not contain text-direction override characters'],
    ['a directional isolate', `Acme \u2066${tag()}\u2069`, 'must not contain text-direction override characters'],
    ['a zero-width space', `A\u200Bcme ${tag()}`, INVISIBLE],
    ['a zero-width joiner between letters', `Ac\u200Dme ${tag()}`, INVISIBLE],
    ['a word joiner', `Acme\u2060 ${tag()}`, INVISIBLE],
    ['an invisible times', `Acme \u2062${tag()}`, INVISIBLE],
    ['a byte order mark', `Ac\uFEFFme ${tag()}`, INVISIBLE],
    ['a soft hyphen', `Ac\u00ADme ${tag()}`, INVISIBLE],
    ['a Hangul filler', `Acme \u3164${tag()}`, INVISIBLE],
  ];
  it.each(refusals)('refuses an organization name with %s, storing nothing', async (_, name, rule) => {
    const before = await organizationNames();
    const answer = await call('CreateOrganization', {
      cookie: platform,
      body: { ...founder(), OrganizationName: name },
    });
    expect(answer).toMatchObject({ status: 400, body: `OrganizationName: ${rule}` });
    expect(await organizationNames()).toEqual(before);
  });

  it('keeps line breaks where the field is multi-line (invoice notes) and refuses overrides there too', async () => {
    const body = {
      OrganizationID: '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60',
      Paymentmethod: 'Credit card',
      Currency: 'EUR',
      Amount: 10,
      Status: 'Issued',
      InvoiceCreatedDate: '01/10/2026',
      InvoiceDueDate: '31/10/2026',
    };
    const kept = await call<{ Notes: string }>('PostInvoice', {
      cookie: platform,
      body: { ...body, Notes: 'First line\n\tSecond line' },
    });
    expect(kept.status).toBe(201);
    expect(kept.body.Notes).toBe('First line\n\tSecond line');
    expect(
      await call('PostInvoice', { cookie: platform, body: { ...body, Notes: 'Paid \u202Egnp.exe' } }),
    ).toMatchObject({ status: 400, body: 'Notes: must not contain text-direction override characters' });
  });
  it('refuses the same characters in a connection field, and keeps line breaks in its JSON configuration', async () => {
    const { SystemLists } = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body;
    const system = SystemLists.find((s) => s.Name === 'Cloud Elements')!;
    const draft = {
      SystemListCategoryID: system.SystemListCategoryID,
      SystemListID: system.SystemListID,
      URL: 'https://elements.example.com',
      AuthorizationType: 'No Auth',
    };
    const before = (await call<unknown[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.length;
    for (const [field, value, rule] of [
      ['ServiceInstanceName', `crm \u202E${tag()}`, 'must not contain text-direction override characters'],
      ['UserName', `ops\u0000${tag()}`, 'must not contain control characters'],
      ['Scope', `read\nwrite`, 'must be a single line (no line breaks or tabs)'],
    ]) {
      const answer = await call('SetupSystemNoAuth', { cookie: orgAdmin, body: { ...draft, [field!]: value } });
      expect(answer, field).toMatchObject({ status: 400, body: `${field}: ${rule}` });
    }
    expect((await call<unknown[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body).toHaveLength(before);
    const multiLine = await call('ValidateCredentials', {
      cookie: orgAdmin,
      body: { ...draft, ServiceInstanceName: 'x', AdditionalConfiguration: '{\n  "Region": "eu"\n}' },
    });
    expect(multiLine.status).toBe(200);
  });
});

describe('unique names compare by their confusable skeleton (TR39) after NFKC and case folding', () => {
  it('refuses a category that only differs by width, case, spacing or look-alike letters', async () => {
    const name = `Robotics ${tag()}`;
    expect((await call('SubmitSystemListCategory', { cookie: platform, body: { Category: name } })).status).toBe(201);
    const lookalikes = [
      name.toUpperCase(),
      name.replace('Robotics', 'Ｒｏｂｏｔｉｃｓ'),
      name.replace(' ', '  '),
      name.replace('o', '\u043E'), // Cyrillic о
      name.replace('o', '\u043E').replace('o', '\u03BF'), // Cyrillic о, then Greek ο
      name.replace('i', '\u0456').replace('c', '\u0441'), // Cyrillic і and с
    ];
    for (const lookalike of lookalikes) {
      const answer = await call('SubmitSystemListCategory', { cookie: platform, body: { Category: lookalike } });
      expect(answer, lookalike).toMatchObject({
        status: 409,
        body: `Category: a category named ${name} already exists.`,
      });
    }
    expect((await categories()).filter((c) => c.Category.toLowerCase().includes(name.slice(-6)))).toHaveLength(1);
  });

  it('refuses a system or an organization named like an existing one', async () => {
    const crm = (await categories()).find((c) => c.Category === 'CRM')!;
    expect(
      await call<SystemList>('SubmitSystemList', {
        cookie: platform,
        body: { Name: 'ＳＥＲＶＩＣＥＮＯＷ', SystemListCategoryID: crm.SystemListCategoryID },
      }),
    ).toMatchObject({ status: 409, body: 'Name: a system named ServiceNow already exists.' });
    const answer = await call('CreateOrganization', {
      cookie: platform,
      body: {
        OrganizationName: 'ＤＥＭＯ  organization',
        FirstName: 'A',
        LastName: 'B',
        Email: `x.${tag()}@example.net`,
      },
    });
    expect(answer.status).toBe(409);
  });

  it('refuses "\u0410cme" (Cyrillic А) beside "Acme", and an organization named with Cyrillic look-alikes', async () => {
    const name = `Acme ${tag()}`;
    expect((await call('SubmitSystemListCategory', { cookie: platform, body: { Category: name } })).status).toBe(201);
    const cyrillic = await call('SubmitSystemListCategory', {
      cookie: platform,
      body: { Category: name.replace('A', '\u0410') },
    });
    expect(cyrillic).toMatchObject({ status: 409, body: `Category: a category named ${name} already exists.` });
    const before = await organizationNames();
    const organization = await call('CreateOrganization', {
      cookie: platform,
      body: {
        OrganizationName: 'D\u0435mo Organization',
        FirstName: 'A',
        LastName: 'B',
        Email: `x.${tag()}@example.net`,
      },
    });
    expect(organization.status).toBe(409);
    expect(await organizationNames()).toEqual(before);
  });

  it('folds case fully: ß matches SS', async () => {
    const name = `Straße ${tag()}`;
    expect((await call('SubmitSystemListCategory', { cookie: platform, body: { Category: name } })).status).toBe(201);
    const shouted = name.replace('Straße', 'STRASSE');
    expect(await call('SubmitSystemListCategory', { cookie: platform, body: { Category: shouted } })).toMatchObject({
      status: 409,
    });
  });
});

describe('refusals say what the body and its fields must be', () => {
  const invite = 'The body must be a JSON object with the fields FirstName, LastName, Email, Role';
  const shapes: [string, string, string][] = [
    ['a list as the body', '[]', `${invite}, not a list`],
    ['text as the body', '"hello"', `${invite}, not text`],
    ['a number as the body', '42', `${invite}, not a number`],
    ['null as the body', 'null', `${invite}, not null`],
    [
      'a list for a name',
      '{"FirstName":["Ada"],"LastName":"Lovelace","Email":"ada@example.net"}',
      'FirstName: must be text, not a list',
    ],
    [
      'an object for the email',
      '{"FirstName":"Ada","LastName":"Lovelace","Email":{"at":"example.net"}}',
      'Email: must be an email address, not an object',
    ],
    [
      'a number for a name and a missing email',
      '{"FirstName":"Ada","LastName":7}',
      'LastName: must be text, not a number; Email: is required',
    ],
  ];
  it.each(shapes)('answers %s in words', async (_, rawBody, message) => {
    const answer = await call('SendInvitation', { cookie: orgAdmin, rawBody });
    expect(answer).toMatchObject({ status: 400, body: message });
  });

  it('names the fields of another route’s body and the type a nested field must have', async () => {
    expect(await call('Login', { rawBody: '[1,2]' })).toMatchObject({
      status: 400,
      body: 'The body must be a JSON object with the fields Email, Password, not a list',
    });
    expect(
      await call('UpdateStatus', { cookie: orgAdmin, query: { email: USERS.staff }, rawBody: '[]' }),
    ).toMatchObject({
      status: 400,
      body: 'The body must be a JSON object with the fields Enabled, Version, not a list',
    });
    const amount = await call<string>('PostInvoice', { cookie: platform, rawBody: '{"Amount":[12]}' });
    expect(amount.status).toBe(400);
    expect(amount.body).toContain('Amount: must be a number, not a list');
    expect(amount.body).not.toContain('Invalid input');
  });
});
