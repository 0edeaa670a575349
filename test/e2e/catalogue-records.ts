import type { APIRequestContext } from '@playwright/test';
import { routes, type AnswerOf, type RouteName } from '@switchboard/shared';
import { expect } from './secret-scan';
import { newOrganizationOwner } from './organization-people';
import { E2E_PASSWORD } from './support';

/**
 * Catalogue records and connections of a spec's own, made through the API as the console would make them: the
 * seeded systems are shared by every spec (other specs connect to them in organizations of their own at any moment),
 * so a spec that counts a system's fields or connections counts those of a system it made.
 */
const headers = { 'x-requested-with': 'XMLHttpRequest' };

/** Posts to a route as whoever is signed in on `request`; fails loudly when refused. */
async function post<N extends RouteName>(
  request: APIRequestContext,
  name: N,
  data: unknown,
): Promise<AnswerOf<(typeof routes)[N]>> {
  const answer = await request.post(routes[name].path, { headers, data });
  expect(answer.status(), `${name}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as AnswerOf<(typeof routes)[N]>;
}

/** Signs `request` in (its own cookie, apart from any page's). */
export const signInOn = (request: APIRequestContext, email: string) =>
  post(request, 'Login', { Email: email, Password: E2E_PASSWORD });

export interface OwnCategory {
  SystemListCategoryID: string;
  Category: string;
}

export interface OwnSystem extends OwnCategory {
  SystemListID: string;
  Name: string;
}

/** A category of the catalogue, as the PlatformAdmin signed in on `request`. */
export async function newCategory(request: APIRequestContext, Category: string): Promise<OwnCategory> {
  const category = await post(request, 'SubmitSystemListCategory', { Category });
  return { SystemListCategoryID: category.SystemListCategoryID, Category: category.Category };
}

/** A system in the category, as the PlatformAdmin signed in on `request`. */
export async function newSystem(request: APIRequestContext, Name: string, category: OwnCategory): Promise<OwnSystem> {
  const system = await post(request, 'SubmitSystemList', { Name, SystemListCategoryID: category.SystemListCategoryID });
  return { ...category, SystemListID: system.SystemListID, Name: system.Name };
}

export interface FieldOf {
  FieldName: string;
  FieldLabel: string;
  FieldType: 'String' | 'Integer' | 'Decimal' | 'Boolean';
}

/** Fields of one kind added to the system, as the PlatformAdmin signed in on `request`. */
export async function addFields(
  request: APIRequestContext,
  kind: 'connection' | 'default setting',
  system: Pick<OwnSystem, 'SystemListID'>,
  fields: FieldOf[],
): Promise<void> {
  const route = kind === 'connection' ? 'SubmitSystemListConnectionFields' : 'SubmitSystemListDefaultSetting';
  for (const field of fields)
    await post(request, route, { ...field, FieldShortDescription: '', SystemListID: system.SystemListID });
}

/**
 * A new organization whose owner (an OrgAdmin) has one connection, "intranet", without authorization, to the
 * system (as the seed makes the demo organization's): answers the owner's email and the connection's id.
 */
export async function organizationWithConnection(
  request: APIRequestContext,
  organization: string,
  system: Pick<OwnSystem, 'SystemListID' | 'SystemListCategoryID'>,
): Promise<{ owner: string; IntegrationConfigurationID: string }> {
  const owner = await newOrganizationOwner(request, organization);
  await signInOn(request, owner);
  const connection = await post(request, 'SetupSystemNoAuth', {
    SystemListID: system.SystemListID,
    SystemListCategoryID: system.SystemListCategoryID,
    ServiceInstanceName: 'intranet',
    URL: 'https://intranet.example.com',
  });
  return { owner, IntegrationConfigurationID: connection!.IntegrationConfigurationID };
}

/** A seeded system of the catalogue, by name, as anyone signed in on `request` reads it. */
export async function seededSystem(request: APIRequestContext, name: string): Promise<OwnSystem> {
  const answer = await request.get(routes.GetSystemLists.path, { headers });
  const lists = (await answer.json()) as AnswerOf<(typeof routes)['GetSystemLists']>;
  const system = lists.SystemLists.find((s) => s.Name === name)!;
  const category = lists.SystemListCategories.find((c) => c.SystemListCategoryID === system.SystemListCategoryID)!;
  return { ...system, Category: category.Category };
}
