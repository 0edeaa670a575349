import type { OrganizationDetails, SettingCategory, SettingValueType, SystemSettingList } from '@switchboard/shared';
import { uniqueKey } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';
import { keyedItems, type ItemKey } from '../../data/keyed-items';
import type { ConnectionRecord } from '../connections/stored-connections';

/** An organization (platform scope). The details the setup keeps are absent until its owner saves them. */
export interface OrganizationRecord
  extends
    Partial<Omit<OrganizationDetails, 'Version' | 'OrganizationID' | 'OrganizationName'>>,
    Record<string, unknown> {
  OrganizationID: string;
  OrganizationName: string;
  DateCreated: string;
  CreatedBy: string;
  /** The invitation of its first OrgAdmin, when a PlatformAdmin created it (they may manage that invitation). */
  FoundingInviteID?: string;
  /** Who last changed its details, and when. */
  DateLastUpdated?: string;
  LastUpdatedBy?: string;
}

export const organizationRepository = new EntityRepository<OrganizationRecord>('Organization');

// Settings: the platform's categories and definitions, the organizations' values.

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

// The setup's pending list.

/**
 * The setup's pending list (spec part 2 §7: a per-session list in the original, kept in server memory). Lambdas
 * keep no memory between calls, so it is one stored item per organization and user, in the Identity table (its
 * TTL attribute expiresAt sweeps abandoned lists): two tabs of one user see the same list. Every change is a
 * conditional write on its Version. The credentials of an entry are never here: each entry's live in a secret of
 * its own (pendingSetupSecretName), named by SecretName.
 */
export interface PendingEntry {
  EntryID: string;
  /** The connection it becomes when the setup is submitted (its IntegrationConfigurationID is fixed already). */
  Record: ConnectionRecord;
  SecretName?: string;
}

export interface SetupDraft {
  Entries: PendingEntry[];
  Version: number;
  /** Epoch seconds: a list nobody touched for this long is dropped (with its secrets). */
  expiresAt: number;
}

/** How long a pending list is kept after its last change. */
export const DRAFT_TTL_SECONDS = 7 * 24 * 60 * 60;

export const drafts = keyedItems<SetupDraft>('Identity');
export const draftKey = (organizationId: string, email: string): ItemKey => ({
  pk: `SETUPDRAFT#${organizationId}#${email.toLowerCase()}`,
  sk: 'DRAFT',
});
