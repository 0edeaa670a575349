import {
  type categoryUpdate,
  type Role,
  type SystemList,
  type SystemListCategory,
  type systemUpdate,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { AppError, invalid } from '../../errors';
import { storedConnections } from '../connections/stored-connections';
import { getOrganization } from '../organization/organization-service';
import { categoryNames, connectionFieldNames, defaultFieldNames, PLATFORM, systemNames } from './catalogue-names';
import {
  categoryRepository,
  connectionFieldRepository,
  defaultFieldRepository,
  integrationColumnRepository,
  systemRepository,
} from './catalogue-repository';

const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b));

/** How many connections, across organizations, use each system (one ByType query; only counts leave it). */
async function connectionCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const connection of await storedConnections.everywhere()) {
    counts.set(connection.SystemListID, (counts.get(connection.SystemListID) ?? 0) + 1);
  }
  return counts;
}

/**
 * The catalogue. A PlatformAdmin, who maintains it, also gets each system's ConnectionCount, so the console can refuse
 * deleting a system in use before the server does; nobody else learns anything about other organizations.
 */
export async function systemLists(role?: Role): Promise<{
  SystemLists: SystemList[];
  SystemListCategories: SystemListCategory[];
}> {
  const [systems, categories, counts] = await Promise.all([
    systemRepository.all('platform'),
    categoryRepository.all('platform'),
    role === 'PlatformAdmin' ? connectionCounts() : undefined,
  ]);
  const withCount = (system: SystemList) =>
    counts ? { ...system, ConnectionCount: counts.get(system.SystemListID) ?? 0 } : system;
  return {
    SystemLists: systems.map(withCount).sort(byName((s) => s.Name)),
    SystemListCategories: categories.sort(byName((c) => c.Category)),
  };
}

export async function getSystem(id: string): Promise<SystemList> {
  const system = await systemRepository.get('platform', id);
  if (!system) throw invalid('SystemListID: is not a system of the catalogue');
  return system;
}

async function assertCategory(id: string): Promise<void> {
  if (!(await categoryRepository.get('platform', id)))
    throw invalid('SystemListCategoryID: is not a category of the catalogue');
}

export async function createCategory(input: { Category: string }): Promise<SystemListCategory> {
  const id = randomUUID();
  return categoryNames.create(PLATFORM, input.Category, id, () =>
    categoryRepository.create('platform', id, { SystemListCategoryID: id, Category: input.Category }),
  );
}

/** Replaces a category (`notFound` when it is not there, `conflict` when changed since its Version); its name stays unique. */
export async function updateCategory(input: z.output<typeof categoryUpdate>): Promise<'Success'> {
  const { Version, ...category } = input;
  const current = await categoryRepository.get('platform', category.SystemListCategoryID);
  if (!current) throw new AppError('notFound');
  await categoryNames.rename(
    category.SystemListCategoryID,
    { scope: PLATFORM, name: current.Category },
    { scope: PLATFORM, name: category.Category },
    () => categoryRepository.replace('platform', category.SystemListCategoryID, category, Version ?? current.Version),
  );
  return 'Success';
}

export async function deleteCategory(id: string): Promise<'Success'> {
  const category = await categoryRepository.get('platform', id);
  if (!category) throw new AppError('notFound');
  const systems = (await systemRepository.all('platform')).filter((s) => s.SystemListCategoryID === id);
  if (systems.length) {
    const names = systems.map((s) => s.Name).sort();
    throw new AppError(
      'conflict',
      `${category.Category} still holds ${names.length} system(s) (${names.join(', ')}); move or delete them first.`,
    );
  }
  await categoryNames.remove(PLATFORM, { id, name: category.Category }, () =>
    categoryRepository.delete('platform', id),
  );
  return 'Success';
}

export async function createSystem(input: { Name: string; SystemListCategoryID: string }): Promise<SystemList> {
  await assertCategory(input.SystemListCategoryID);
  const id = randomUUID();
  return systemNames.create(PLATFORM, input.Name, id, () =>
    systemRepository.create('platform', id, { SystemListID: id, ...input }),
  );
}

export async function updateSystem(input: z.output<typeof systemUpdate>): Promise<'Success'> {
  const { Version, ...system } = input;
  await assertCategory(system.SystemListCategoryID);
  const current = await systemRepository.get('platform', system.SystemListID);
  if (!current) throw new AppError('notFound');
  await systemNames.rename(
    system.SystemListID,
    { scope: PLATFORM, name: current.Name },
    { scope: PLATFORM, name: system.Name },
    () => systemRepository.replace('platform', system.SystemListID, system, Version ?? current.Version),
  );
  return 'Success';
}

/** Deletes a system and its field and column definitions, unless a connection of any organization uses it. */
export async function deleteSystem(id: string): Promise<'Success'> {
  const system = await systemRepository.get('platform', id);
  if (!system) throw new AppError('notFound');
  const users = await storedConnections.usingSystem(id);
  if (users.length) {
    const names = await Promise.all(
      users.slice(0, 5).map(async (c) => {
        const organization = await getOrganization(c.OrganizationID);
        return `${organization?.OrganizationName ?? c.OrganizationID}: ${c.ServiceInstanceName || c.SystemName}`;
      }),
    );
    const more = users.length > 5 ? `, and ${users.length - 5} more` : '';
    throw new AppError(
      'conflict',
      `${system.Name} is used by ${users.length} connection(s) (${names.join('; ')}${more}) and cannot be deleted.`,
    );
  }
  const owned = [
    [defaultFieldRepository, 'SystemListDefaultSettingFieldID'],
    [connectionFieldRepository, 'SystemListConnectionFieldID'],
    [integrationColumnRepository, 'IntegrationColumnID'],
  ] as const;
  for (const [repository, idField] of owned) {
    const records = (await repository.all('platform')) as Record<string, unknown>[];
    for (const record of records.filter((r) => r.SystemListID === id)) {
      await repository.delete('platform', record[idField] as string);
    }
  }
  await Promise.all([defaultFieldNames.releaseAll(id), connectionFieldNames.releaseAll(id)]);
  await systemNames.remove(PLATFORM, { id, name: system.Name }, () => systemRepository.delete('platform', id));
  return 'Success';
}

/** The calls of the catalogue's two families (bindFamily). */
export const categoryCalls = {
  add: createCategory,
  update: updateCategory,
  remove: ({ id }: { id: string }) => deleteCategory(id),
};
export const systemCalls = {
  add: createSystem,
  update: updateSystem,
  remove: ({ id }: { id: string }) => deleteSystem(id),
};
