import type { Connection, SystemList } from '@switchboard/shared';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newOrganizationOwner } from './organization-people';
import { expect, test } from './secret-scan';
import { expectNoAxeViolations, screenshot, send, signIn, uniqueTag } from './support';

/**
 * Credential health (issue 29 item 17) where an OrgAdmin sees it: Home warns of a connection whose credentials the
 * system refuses and of one whose OAuth token expires within 7 days, each linking to the connection; the connection's
 * edit page shows the last check's result, when it ran and when its token expires. In an organization of its own.
 */
const USER = 'svc-health';
let password = 'Health-Pass-1';
let server: Server;
let url: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/basic-check')) {
      const given = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      return void response.writeHead(given === `${USER}:${password}` ? 200 : 401).end();
    }
    if (request.url?.startsWith('/token') && request.method === 'POST') {
      response.writeHead(200, { 'content-type': 'application/json' });
      // Two days left: within the 7-day warning.
      return void response.end(JSON.stringify({ access_token: `token-${uniqueTag()}`, expires_in: 2 * 86_400 }));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('Home warns of failing and expiring credentials and links to the connection, which shows its health', async ({
  page,
}) => {
  const owner = await newOrganizationOwner(page.request, `Health ${uniqueTag()}`);
  await signIn(page, owner);
  const systems = (await send(page, 'GetSystemLists')).SystemLists as SystemList[];
  const draft = (name: string, overrides: Record<string, unknown>) => {
    const system = systems.find((s) => s.Name === name)!;
    return {
      SystemListID: system.SystemListID,
      SystemListCategoryID: system.SystemListCategoryID,
      ServiceInstanceName: 'health',
      URL: 'https://health.example.com',
      ...overrides,
    };
  };
  const basic = (await send(page, 'SetupSystemBasic', {
    body: draft('REST API Service', { UserName: USER, Password: password, AuthorizationURL: `${url}/basic-check` }),
  })) as Connection;
  password = 'Changed-On-The-System-2';
  expect(
    (await send(page, 'CheckCredentials', { body: { IntegrationConfigurationID: basic.IntegrationConfigurationID } }))
      .CredentialsStatus,
  ).toBe('invalid');
  await send(page, 'ConnectOauth', {
    body: draft('Amazon Chime', {
      AuthorizationType: 'OAuth 2.0',
      GrantType: 'Client Credentials',
      AuthorizationURL: `${url}/authorize`,
      TokenURL: `${url}/token`,
      Key: 'client-health',
      KeySecret: 'client-secret-health',
    }),
  });

  await page.goto('/');
  const warnings = page.getByRole('list', { name: 'Connections that need attention' });
  await expect(page.getByText('2 connections need attention')).toBeVisible();
  await expect(warnings.getByRole('listitem')).toHaveCount(2);
  await expect(warnings.getByRole('listitem').filter({ hasText: 'REST API Service' })).toHaveText(
    'REST API Service health: its credentials were refused by the system.',
  );
  await expect(warnings.getByRole('listitem').filter({ hasText: 'Amazon Chime' })).toHaveText(
    /^Amazon Chime health: its access token expires on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}: connect it again\.$/,
  );
  await expect(page.locator('body')).not.toContainText('client-secret-health');
  await expectNoAxeViolations(page);
  await screenshot(page, 'home-credential-warnings');

  await warnings.getByRole('link', { name: 'REST API Service health' }).click();
  await expect(page).toHaveURL(new RegExp(`/setup/restapiservice/${basic.IntegrationConfigurationID}$`));
  const health = page.getByRole('region', { name: 'Credential health' });
  await expect(health).toContainText('This connection needs attention: its credentials were refused by the system.');
  await expect(health).toContainText('Invalid');
  await expect(health).toContainText(/Last checked\s*\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expect(health).toContainText(/Token expires\s*No token/);
  await expect(health).not.toContainText(password);
  await expectNoAxeViolations(page);
  await screenshot(page, 'connection-credential-health');

  await page.goBack();
  await warnings.getByRole('link', { name: 'Amazon Chime health' }).click();
  const chime = page.getByRole('region', { name: 'Credential health' });
  await expect(chime).toContainText('its access token expires on');
  await expect(chime).toContainText(/Token expires\s*\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expect(chime).toContainText(/Last checked\s*Never/);
  await expectNoAxeViolations(page);
});
