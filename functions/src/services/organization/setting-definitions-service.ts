import type {
  SettingCategory,
  SystemSettingList,
  SystemSettingListChange,
  SystemSettingListInput,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Versioned } from '../../data/versioned';
import { AppError, invalid } from '../../errors';
import {
  definitionRepository,
  nameClaimKey,
  nameClaims,
  settingCategoryRepository,
  settingRepository,
  settingsUsing,
  type DefinitionRecord,
} from './organization-repository';
import { epochSeconds, isStaleClaim } from '../../data/claim-clock';

/**
 * The platform-wide setting definitions (spec SystemSettingList): a PlatformAdmin maintains them, OrgAdmins read
 * them to pick one. Names are unique across the platform, held by one claim item per name (conditional writes).
 */
const present = (record: Versioned<DefinitionRecord>, usage?: Map<string, number>): SystemSettingList => ({
  SystemSettingListID: record.SystemSettingListID,
  Name: record.Name,
  SettingCategoryID: record.SettingCategoryID,
  Encrypt: record.Encrypt,
  ValueType: record.ValueType,
  Description: record.Description ?? '',
  ...(usage ? { UsageCount: usage.get(record.SystemSettingListID) ?? 0 } : {}),
  Version: record.Version,
});

export async function listCategories(): Promise<SettingCategory[]> {
  const categories = await settingCategoryRepository.all('platform');
  return categories
    .map(({ SettingCategoryID, Name }) => ({ SettingCategoryID, Name }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}

/** How many organizations keep a value of each definition (one ByType query; only counts leave it). */
async function usageCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const setting of await settingRepository.allAcrossOrganizations()) {
    counts.set(setting.SystemSettingListID, (counts.get(setting.SystemSettingListID) ?? 0) + 1);
  }
  return counts;
}

export async function listDefinitions(principal: Principal): Promise<SystemSettingList[]> {
  const [definitions, categories, usage] = await Promise.all([
    definitionRepository.all('platform'),
    listCategories(),
    principal.role === 'PlatformAdmin' ? usageCounts() : undefined,
  ]);
  const categoryName = (id: string) => categories.find((c) => c.SettingCategoryID === id)?.Name ?? '';
  return definitions
    .map((definition) => present(definition, usage))
    .sort(
      (a, b) =>
        categoryName(a.SettingCategoryID).localeCompare(categoryName(b.SettingCategoryID)) ||
        a.Name.localeCompare(b.Name),
    );
}

export async function definitionOf(id: string): Promise<Versioned<DefinitionRecord> | undefined> {
  return definitionRepository.get('platform', id);
}

async function assertCategory(id: string): Promise<void> {
  if (!(await settingCategoryRepository.get('platform', id)))
    throw invalid('SettingCategoryID: is not a setting category of the platform');
}

/** Claims a name for a definition; 409 naming the field when another definition has it. */
async function claimName(name: string, definitionId: string): Promise<void> {
  const key = nameClaimKey(name);
  const mine = { SystemSettingListID: definitionId, ClaimedAt: epochSeconds() };
  const free = { expression: 'attribute_not_exists(pk) OR SystemSettingListID = :id', values: { ':id': definitionId } };
  if (await nameClaims.put(key, mine, free)) return;
  // A claim whose definition is gone (a delete that failed halfway) is taken over once it is old (a younger one
  // may be a create in progress), and only as it was read.
  const claim = await nameClaims.get(key);
  const holder = claim && (await definitionOf(claim.SystemSettingListID));
  if (claim && !holder && isStaleClaim(claim.ClaimedAt)) {
    const unchanged = { expression: 'SystemSettingListID = :old', values: { ':old': claim.SystemSettingListID } };
    if (await nameClaims.put(key, mine, unchanged)) return;
  }
  throw new AppError('exists', `Name: a setting named ${holder ? holder.Name : name} already exists.`);
}

const releaseName = (name: string, definitionId: string) =>
  nameClaims.delete(nameClaimKey(name), { expression: 'SystemSettingListID = :id', values: { ':id': definitionId } });

export async function createDefinition(input: SystemSettingListInput): Promise<SystemSettingList> {
  await assertCategory(input.SettingCategoryID);
  const id = randomUUID();
  await claimName(input.Name, id);
  try {
    return present(await definitionRepository.create('platform', id, { ...input, SystemSettingListID: id }));
  } catch (error) {
    await releaseName(input.Name, id);
    throw error;
  }
}

export async function updateDefinition(input: SystemSettingListChange): Promise<'Success'> {
  const { Version, ...fields } = input;
  const current = await definitionOf(fields.SystemSettingListID);
  if (!current) throw new AppError('notFound');
  if (current.Version !== Version) throw new AppError('conflict');
  await assertCategory(fields.SettingCategoryID);
  const kindChanged = current.Encrypt !== fields.Encrypt || current.ValueType !== fields.ValueType;
  if (kindChanged) {
    const users = (await settingsUsing(current.SystemSettingListID)).length;
    if (users) {
      throw invalid(
        `${current.Encrypt !== fields.Encrypt ? 'Encrypt' : 'ValueType'}: cannot change while ${users} organization(s) keep a value of ${current.Name}`,
      );
    }
  }
  const renamed = nameClaimKey(current.Name).sk !== nameClaimKey(fields.Name).sk;
  if (renamed) await claimName(fields.Name, current.SystemSettingListID);
  try {
    await definitionRepository.replace('platform', current.SystemSettingListID, fields, Version);
  } catch (error) {
    if (renamed) await releaseName(fields.Name, current.SystemSettingListID);
    throw error;
  }
  if (renamed) await releaseName(current.Name, current.SystemSettingListID);
  return 'Success';
}

export async function deleteDefinition(id: string): Promise<'Success'> {
  const current = await definitionOf(id);
  if (!current) throw new AppError('notFound');
  const users = (await settingsUsing(id)).length;
  if (users) {
    throw new AppError('conflict', `${current.Name} has a value in ${users} organization(s) and cannot be deleted.`);
  }
  await definitionRepository.delete('platform', id, current.Version);
  await releaseName(current.Name, id);
  return 'Success';
}
