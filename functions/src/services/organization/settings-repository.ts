import type { SettingCategory, SettingValueType, SystemSettingList } from '@switchboard/shared';
import { uniqueKey } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';
import { keyedItems, type ItemKey } from '../../data/keyed-items';

type Row<T> = T & Record<string, unknown>;
const inCatalogue = { table: 'Catalogue' } as const;

/** The platform's setting categories and definitions, beside the catalogue (pk PLATFORM#{Type}, sk {id}). */
export const settingCategoryRepository = new EntityRepository<Row<SettingCategory>>('SettingCategory', inCatalogue);
export type DefinitionRecord = Row<Omit<SystemSettingList, 'Version' | 'UsageCount'>>;
export const definitionRepository = new EntityRepository<DefinitionRecord>('SystemSettingList', inCatalogue);

/**
 * An organization's value of a definition. An Encrypt definition's value is never here: it lives in the secret
 * SecretName names. ByType sort key {SystemSettingListID}#{org}#{id}: which organizations keep a value of it.
 */
export interface SettingRecord extends Record<string, unknown> {
  SettingID: string;
  SystemSettingListID: string;
  OrganizationID: string;
  /** The value in clear (definitions without Encrypt). */
  Value?: string;
  SecretName?: string;
  /** The value type it was checked against (kept so a value stays readable whatever happens to its definition). */
  ValueType: SettingValueType;
  DateLastUpdated: string;
  LastUpdatedBy: string;
}

export const settingRepository = new EntityRepository<SettingRecord>('Setting', {
  byType: (setting, id) => `${setting.SystemSettingListID}#${setting.OrganizationID}#${id}`,
});

export const settingsUsing = (definitionId: string) => settingRepository.allAcrossOrganizations(`${definitionId}#`);

/**
 * The uniqueness rules of settings, each held by one item written with a conditional write:
 * - Catalogue pk PLATFORM#SettingDefinitionName, sk {uniqueKey(name)}: the definition that has the name;
 * - Entities pk ORG#{org}#SettingByDefinition, sk {SystemSettingListID}: the organization's one value of it.
 */
export interface NameClaim {
  SystemSettingListID: string;
  /** Epoch seconds; absent on the seed's claims. */
  ClaimedAt?: number;
}
export interface ValueClaim {
  SettingID: string;
  ClaimedAt: number;
}
export const nameClaims = keyedItems<NameClaim>('Catalogue');
export const nameClaimKey = (name: string): ItemKey => ({ pk: 'PLATFORM#SettingDefinitionName', sk: uniqueKey(name) });
export const valueClaims = keyedItems<ValueClaim>('Entities');
export const valueClaimKey = (organizationId: string, definitionId: string): ItemKey => ({
  pk: `ORG#${organizationId}#SettingByDefinition`,
  sk: definitionId,
});
