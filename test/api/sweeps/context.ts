import type {
  Connection,
  ConnectionField,
  DefaultSettingField,
  Invoice,
  InvitedUser,
  SystemList,
  SystemListCategory,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { call, invitationLinkFor, signIn, tokenOf, USERS } from '../client';
import { DEMO_ORG, validInvoice } from '../fixtures';

/**
 * The records the sweeps act on, made through the API itself as the Demo organization (or the platform for the
 * catalogue). Every sweep makes its own, on catalogue systems it creates, so no other test's data is touched.
 */
export type User = keyof typeof USERS;
export const userOfRole = { PlatformAdmin: 'platform', OrgAdmin: 'orgAdmin', Staff: 'staff' } as const;

export const cookieOf = (user: User) => signIn(USERS[user]);
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
export const uniqueEmail = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@example.net`;
/** The password of the users the sweeps register (a credential: the secret scan looks for it). */
export const SWEEP_PASSWORD = 'Sweep-Password-4!';

async function ok<T>(answer: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`sweep setup: ${what} answered ${status} ${JSON.stringify(body)}`);
  return body as T;
}

export async function newCategory(): Promise<SystemListCategory> {
  const body = { Category: unique('Sweep category') };
  return ok(call('SubmitSystemListCategory', { cookie: await cookieOf('platform'), body }), 'a category');
}

/** A catalogue system of the sweeps' own, in a new category, so its connections collide with nobody's. */
export async function newSystem(): Promise<SystemList> {
  const category = await newCategory();
  const body = { Name: unique('Sweep system'), SystemListCategoryID: category.SystemListCategoryID };
  return ok(call('SubmitSystemList', { cookie: await cookieOf('platform'), body }), 'a system');
}

export async function newDefaultField(system?: SystemList): Promise<DefaultSettingField> {
  const body = fieldBody((system ?? (await newSystem())).SystemListID);
  return ok(call('SubmitSystemListDefaultSetting', { cookie: await cookieOf('platform'), body }), 'a default field');
}

export async function newConnectionField(): Promise<ConnectionField> {
  const body = fieldBody((await newSystem()).SystemListID);
  return ok(call('SubmitSystemListConnectionFields', { cookie: await cookieOf('platform'), body }), 'a field');
}

export const fieldBody = (SystemListID: string, name = `Field${randomUUID().slice(0, 8)}`) => ({
  FieldName: name,
  FieldLabel: 'Sweep field',
  FieldType: 'Integer',
  FieldShortDescription: 'Made by the sweeps',
  SystemListID,
});

/** A connection draft to a system (No Auth unless the overrides say otherwise). */
export const connectionDraft = (system: SystemList, overrides: Record<string, unknown> = {}) => ({
  SystemListID: system.SystemListID,
  SystemListCategoryID: system.SystemListCategoryID,
  ServiceInstanceName: 'sweep',
  URL: 'https://sweep.example.com',
  ...overrides,
});

/** A Demo organization connection to a new system of its own, with a bearer token (a stored credential). */
export async function newConnection(system?: SystemList): Promise<Connection> {
  const body = connectionDraft(system ?? (await newSystem()), { Token: `sweep-token-${randomUUID()}` });
  return ok(call('SetupSystemBearerToken', { cookie: await cookieOf('orgAdmin'), body }), 'a connection');
}

export async function newInvoice(): Promise<Invoice> {
  const body = validInvoice({ Notes: unique('Sweep invoice') });
  return ok(call('PostInvoice', { cookie: await cookieOf('orgAdmin'), body }), 'an invoice');
}

/** Seeded systems with integration columns that no other test connects: column name changes need real columns. */
const COLUMN_SYSTEMS = ['Amazon Honeycode', 'Office 365 SharePoint', 'SysAid', 'BigCommerce'];

/**
 * A column of a Demo organization connection that has no name change yet (so a change of it can be made), and that
 * connection: the connections to the seeded column systems are made once and shared by the sweeps.
 */
export async function freeColumn(): Promise<{ connection: Connection; column: string }> {
  const cookie = await cookieOf('orgAdmin');
  const catalogue = await ok<{ SystemLists: SystemList[] }>(call('GetSystemLists', { cookie }), 'the catalogue');
  const connections = await ok<Connection[]>(call('GetIntegrationConfiguration', { cookie }), 'the connections');
  for (const name of COLUMN_SYSTEMS) {
    const system = catalogue.SystemLists.find((s) => s.Name === name)!;
    const connection =
      connections.find((c) => c.SystemListID === system.SystemListID) ??
      (await ok<Connection>(
        call('SetupSystemNoAuth', { cookie, body: connectionDraft(system) }),
        `a connection to ${name}`,
      ));
    const query = { SystemListID: system.SystemListID };
    const columns = await ok<{ ColumnName: string }[]>(call('GetIntegrationColumns', { cookie, query }), 'columns');
    const changes = await ok<{ DefaultColumnName: string }[]>(
      call('GetColumnNameChange', {
        cookie,
        query: { IntegrationConfigurationID: connection.IntegrationConfigurationID },
      }),
      'column changes',
    );
    const free = columns.find((c) => !changes.some((change) => change.DefaultColumnName === c.ColumnName));
    if (free) return { connection, column: free.ColumnName };
  }
  throw new Error('sweep setup: every column of the column systems is renamed already');
}

/** The invitation of a new person to the Demo organization, in the state asked for. */
export async function newInvitation(state: 'Invited' | 'Registered' | 'Approved' = 'Invited'): Promise<InvitedUser> {
  const cookie = await cookieOf('orgAdmin');
  const email = uniqueEmail('sweep');
  await ok(
    call('SendInvitation', { cookie, body: { FirstName: 'Sweep', LastName: 'Person', Email: email } }),
    'an invitation',
  );
  if (state !== 'Invited') {
    const body = { Token: tokenOf(invitationLinkFor(email)), FirstName: 'Sweep', LastName: 'Person' };
    await ok(
      call('Register', { body: { ...body, Password: SWEEP_PASSWORD, ConfirmPassword: SWEEP_PASSWORD } }),
      'a registration',
    );
  }
  const invitation = (await ok<InvitedUser[]>(call('GetInvitedUsers', { cookie }), 'the invitations')).find(
    (i) => i.Email === email,
  )!;
  if (state === 'Approved') await ok(call('ApproveRegistration', { cookie, body: invitation }), 'an approval');
  return { ...invitation, Status: state };
}

export { DEMO_ORG };
