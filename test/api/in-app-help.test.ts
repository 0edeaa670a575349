import { DEFAULT_IN_APP_HELP, type InAppHelp } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { relayed } from './collections-fixtures';

let orgAdmin: string;
let staff: string;
let platform: string;
let otherAdmin: string;

const read = async (url: string, cookie = orgAdmin) =>
  (await relayed<InAppHelp>('GetInAppHelpByURL', cookie, { query: { url } })).body;
const write = (url: string, body: unknown, cookie = orgAdmin) =>
  relayed<InAppHelp>('PutInAppHelp', cookie, { query: { url }, body });

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  staff = await signIn(USERS.staff);
  platform = await signIn(USERS.platform);
  otherAdmin = await signIn(USERS.otherAdmin);
});

describe('in-app help through the relay', () => {
  it("answers the page's Title and Content, found by its path, its screen pattern or its parent", async () => {
    expect(await read('/billing/invoices', staff)).toEqual({
      ...DEFAULT_IN_APP_HELP['/billing/invoices'],
      Url: '/billing/invoices',
      Source: 'default',
    });
    expect((await read('/setup/salesforce/5e1f0c0a-7b7e-4c1a-9d55-3a0c2b1e9f01')).Url).toBe('/setup/:slug/:id');
    expect((await read('/setup/systems?openPopUp=true#x')).Title).toBe('Setup systems');
    expect((await read('/catalogue/systems/')).Url).toBe('/catalogue/systems');
    expect((await read('/no/such/page')).Url).toBe('/');
    expect((await read('/setup/salesforce')).Content).toMatch(/Grant type/);
    expect((await read('/organization/setup')).Content).toMatch(/Require voice MFA/);
  });

  it("keeps an OrgAdmin's text for their organization only; removing it brings the default back", async () => {
    const saved = await write('/billing/invoices', {
      Title: 'Our invoices',
      Content: 'Ask finance first.\n\n- Then add it.',
    });
    expect(saved.body).toMatchObject({ Title: 'Our invoices', Url: '/billing/invoices', Source: 'organization' });
    expect(await read('/billing/invoices', staff)).toMatchObject({ Title: 'Our invoices', Source: 'organization' });
    expect(await read('/billing/invoices', otherAdmin)).toMatchObject({ Title: 'Invoices', Source: 'default' });
    expect(await read('/billing/invoices', platform)).toMatchObject({ Title: 'Invoices', Source: 'default' });
    const removed = await relayed('DeleteInAppHelp', orgAdmin, { query: { url: '/billing/invoices' } });
    expect(removed.body).toBe('Success');
    expect(await read('/billing/invoices', staff)).toMatchObject({ Title: 'Invoices', Source: 'default' });
    const again = await relayed('DeleteInAppHelp', orgAdmin, { query: { url: '/billing/invoices' } });
    expect(again.status).toBe(404);
  });

  it("makes a PlatformAdmin's text the default of every organization without its own", async () => {
    const original = DEFAULT_IN_APP_HELP['/catalogue/connection-fields']!;
    const saved = await write('/catalogue/connection-fields', { Title: 'Fields', Content: 'New default.' }, platform);
    expect(saved.body.Source).toBe('default');
    expect(await read('/catalogue/connection-fields', otherAdmin)).toMatchObject({
      Title: 'Fields',
      Source: 'default',
    });
    expect(await read('/catalogue/connection-fields', orgAdmin)).toMatchObject({ Content: 'New default.' });
    await write('/catalogue/connection-fields', original, platform);
    expect((await read('/catalogue/connection-fields', otherAdmin)).Content).toBe(original.Content);
  });

  it('refuses Staff and signed-out callers, and bad input naming the field, storing nothing', async () => {
    expect((await write('/billing/invoices', { Title: 'Mine', Content: 'x' }, staff)).status).toBe(403);
    const signedOut = await relayed('GetInAppHelpByURL', undefined, { query: { url: '/' } });
    expect([signedOut.status, signedOut.wrapper]).toEqual([401, 'Redirect']);
    const blank = await write('/billing/invoices', { Title: ' ', Content: 'Text' });
    expect(blank.status).toBe(400);
    expect(blank.wrapper.ResponseMessage).toBe('RequestBody: Title: is required');
    const notScreen = await write('/no/such/page', { Title: 'T', Content: 'C' });
    expect(notScreen.status).toBe(400);
    expect(notScreen.wrapper.ResponseMessage).toMatch(/^url: must be the path of a console screen/);
    const notPath = await relayed('GetInAppHelpByURL', orgAdmin, { query: { url: 'https://evil.example/x' } });
    expect(notPath.status).toBe(400);
    expect(notPath.wrapper.ResponseMessage).toMatch(/^QueryString: url: must be a path of the console/);
    expect(await read('/billing/invoices')).toMatchObject({ Title: 'Invoices', Source: 'default' });
    expect(await read('/no/such/page')).toMatchObject({ Url: '/' });
  });
});
