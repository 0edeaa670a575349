import {
  fillMessage,
  messages,
  SECRET_MASK,
  settingValueProblem,
  type NewSetting,
  type Setting,
  type SettingChange,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Versioned } from '../../data/versioned';
import { createSecret, deleteSecret, newSettingSecretName } from '../../data/secrets';
import { AppError, invalid } from '../../errors';
import { definitionOf, listCategories } from './setting-definitions-service';
import {
  definitionRepository,
  settingRepository,
  valueClaimKey,
  valueClaims,
  type DefinitionRecord,
  type SettingRecord,
} from './organization-repository';
import { organizationScope as scopeOf } from '../../data/entity-repository';
import { epochSeconds, isStaleClaim } from '../../data/claim-clock';

/**
 * An organization's setting values: one per definition (a claim item per organization and definition, written with
 * a conditional write). A value whose definition has Encrypt lives in its own Secrets Manager secret, exactly as
 * connection credentials do: answered as the mask, kept when the mask comes back, deleted with the setting.
 */

function present(
  record: Versioned<SettingRecord>,
  definition: DefinitionRecord | undefined,
  categoryName: (id: string) => string,
): Setting {
  const encrypt = definition?.Encrypt ?? record.SecretName !== undefined;
  return {
    SettingID: record.SettingID,
    SystemSettingListID: record.SystemSettingListID,
    Name: definition?.Name ?? '',
    SettingCategoryID: definition?.SettingCategoryID ?? '',
    SettingCategories: definition ? categoryName(definition.SettingCategoryID) : '',
    Encrypt: encrypt,
    ValueType: definition?.ValueType ?? record.ValueType,
    Value: record.SecretName ? SECRET_MASK : (record.Value ?? ''),
    OrganizationID: record.OrganizationID,
    DateLastUpdated: record.DateLastUpdated,
    LastUpdatedBy: record.LastUpdatedBy,
    Version: record.Version,
  };
}

export async function listSettings(principal: Principal): Promise<Setting[]> {
  const [records, definitions, categories] = await Promise.all([
    settingRepository.all(scopeOf(principal)),
    definitionRepository.all('platform'),
    listCategories(),
  ]);
  const categoryName = (id: string) => categories.find((c) => c.SettingCategoryID === id)?.Name ?? '';
  return records
    .map((record) =>
      present(
        record,
        definitions.find((d) => d.SystemSettingListID === record.SystemSettingListID),
        categoryName,
      ),
    )
    .sort((a, b) => a.SettingCategories.localeCompare(b.SettingCategories) || a.Name.localeCompare(b.Name));
}

function checkValue(definition: Pick<DefinitionRecord, 'ValueType' | 'Encrypt'>, value: string): void {
  const problem = settingValueProblem(definition.ValueType, value);
  if (problem) throw invalid(`Value: ${problem}`);
}

/** Claims the organization's one value of a definition; a claim whose setting is gone is taken over once old. */
async function claimValue(organizationId: string, definitionId: string, settingId: string): Promise<boolean> {
  const key = valueClaimKey(organizationId, definitionId);
  if (
    await valueClaims.put(
      key,
      { SettingID: settingId, ClaimedAt: epochSeconds() },
      { expression: 'attribute_not_exists(pk)' },
    )
  )
    return true;
  const claim = await valueClaims.get(key);
  if (!claim || !isStaleClaim(claim.ClaimedAt)) return false;
  if (await settingRepository.get({ organizationId }, claim.SettingID)) return false;
  return valueClaims.put(
    key,
    { SettingID: settingId, ClaimedAt: epochSeconds() },
    { expression: 'SettingID = :old AND ClaimedAt = :at', values: { ':old': claim.SettingID, ':at': claim.ClaimedAt } },
  );
}

const releaseValue = (organizationId: string, definitionId: string, settingId: string) =>
  valueClaims.delete(valueClaimKey(organizationId, definitionId), {
    expression: 'SettingID = :id',
    values: { ':id': settingId },
  });

/** A secret for an encrypted value (none for an empty one). */
async function storeSecret(organizationId: string, settingId: string, value: string): Promise<string | undefined> {
  if (!value) return undefined;
  const name = newSettingSecretName(organizationId, settingId);
  await createSecret(name, { Value: value });
  return name;
}

export async function createSetting(input: NewSetting, principal: Principal): Promise<'Success'> {
  const definition = await definitionOf(input.SystemSettingListID);
  if (!definition) throw invalid('SystemSettingListID: is not a setting definition of the platform');
  if (definition.Encrypt && input.Value === SECRET_MASK) throw invalid('Value: type the value of a new setting');
  checkValue(definition, input.Value);
  const { organizationId } = principal;
  const id = randomUUID();
  if (!(await claimValue(organizationId, definition.SystemSettingListID, id))) {
    const detail = `${definition.Name} already has a value in your organization`;
    throw new AppError('exists', fillMessage(messages.msg_setting_create_error, { detail }));
  }
  let secretName: string | undefined;
  try {
    secretName = definition.Encrypt ? await storeSecret(organizationId, id, input.Value) : undefined;
    await settingRepository.create({ organizationId }, id, {
      SettingID: id,
      SystemSettingListID: definition.SystemSettingListID,
      OrganizationID: organizationId,
      ...(definition.Encrypt ? { SecretName: secretName } : { Value: input.Value }),
      ValueType: definition.ValueType,
      DateLastUpdated: new Date().toISOString(),
      LastUpdatedBy: principal.email,
    });
  } catch (error) {
    if (secretName) await deleteSecret(secretName);
    await releaseValue(organizationId, definition.SystemSettingListID, id);
    throw error;
  }
  return 'Success';
}

async function settingOf(principal: Principal, id: string): Promise<Versioned<SettingRecord>> {
  const record = await settingRepository.get(scopeOf(principal), id);
  if (!record) throw new AppError('notFound', 'No such setting in your organization.');
  return record;
}

/**
 * A changed encrypted value goes to a NEW secret, which the record points at only if its Version is still the one
 * read (else 409 and the new secret is deleted); the previous secret is deleted once nothing points at it.
 */
export async function updateSetting(input: SettingChange, principal: Principal): Promise<'Success'> {
  const current = await settingOf(principal, input.SettingID);
  if (current.Version !== input.Version) throw new AppError('conflict');
  const definition = (await definitionOf(current.SystemSettingListID)) ?? {
    Encrypt: current.SecretName !== undefined,
    ValueType: current.ValueType,
  };
  const { Version: _version, ...kept } = current;
  const changes = { DateLastUpdated: new Date().toISOString(), LastUpdatedBy: principal.email };
  if (!definition.Encrypt) {
    checkValue(definition, input.Value);
    await settingRepository.replace(
      scopeOf(principal),
      current.SettingID,
      { ...kept, ...changes, Value: input.Value },
      input.Version,
    );
    return 'Success';
  }
  if (input.Value === SECRET_MASK) {
    await settingRepository.replace(scopeOf(principal), current.SettingID, { ...kept, ...changes }, input.Version);
    return 'Success';
  }
  checkValue(definition, input.Value);
  const fresh = await storeSecret(principal.organizationId, current.SettingID, input.Value);
  try {
    const { SecretName: _old, ...rest } = kept;
    const next = fresh ? { ...rest, ...changes, SecretName: fresh } : { ...rest, ...changes };
    await settingRepository.replace(scopeOf(principal), current.SettingID, next, input.Version);
  } catch (error) {
    if (fresh) await deleteSecret(fresh);
    throw error;
  }
  if (current.SecretName) await deleteSecret(current.SecretName);
  return 'Success';
}

/** Deletes the setting, then its secret, then the claim on its definition (a failure leaves no orphan value). */
export async function deleteSetting(id: string, principal: Principal): Promise<'Success'> {
  const current = await settingOf(principal, id);
  await settingRepository.delete(scopeOf(principal), id, current.Version);
  if (current.SecretName) await deleteSecret(current.SecretName);
  await releaseValue(principal.organizationId, current.SystemSettingListID, id);
  return 'Success';
}
