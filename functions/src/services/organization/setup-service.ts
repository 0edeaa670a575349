import { behaviourOf, fillMessage, messages, type PendingConfiguration, type SetupData } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import { createSecret, deleteSecret, pendingSetupSecretName, readSecret } from '../../data/secrets';
import { AppError, invalid } from '../../errors';
import { CredentialsRefused } from '../outcomes';
import { systemLists } from '../catalogue/systems-service';
import { systemConnected } from '../connections/claims-service';
import { listConnections, presentConnection } from '../connections/connection-service';
import { storedConnections } from '../connections/stored-connections';
import { resolveCredentials, type ConnectionDraft } from '../connections/credentials-service';
import { checkBasic, systemOf } from '../connections/setup-service';
import { createConnection, recordOf } from '../connections/writes-service';
import { organizationOf, presentOrganization } from './organization-details-service';
import { isInvited } from './organization-service';
import { changeDraft, readDraft } from './setup-draft-service';
import type { PendingEntry } from './organization-repository';

type Catalogue = Awaited<ReturnType<typeof systemLists>>;

const present = (entry: PendingEntry, catalogue: Catalogue): PendingConfiguration => ({
  ...presentConnection(entry.Record, catalogue, false),
  EntryID: entry.EntryID,
});

export async function setupData(isUpdateMode: boolean, principal: Principal): Promise<SetupData> {
  const [catalogue, organization, invited] = await Promise.all([
    systemLists(),
    organizationOf(principal),
    isInvited(principal),
  ]);
  const configurations = isUpdateMode
    ? await listConnections(principal)
    : (await readDraft(principal)).entries.map((entry) => present(entry, catalogue));
  return {
    ...catalogue,
    IntegrationConfigurations: configurations,
    ActiveUser: { Email: principal.email },
    IsInvited: invited,
    Organization: presentOrganization(organization),
  };
}

/** Authorization types a pending configuration may have (an OAuth connect needs the provider's round trip). */
function checkAuthorization(draft: ConnectionDraft): void {
  if (draft.AuthorizationType === 'OAuth 2.0')
    throw invalid(
      'AuthorizationType: OAuth 2.0 systems are connected from Setup systems (Connect), not the setup list',
    );
  if (draft.AuthorizationType === 'Basic Auth' && (!draft.UserName || !draft.Password))
    throw invalid(messages.msg_validate_basic);
  if (draft.AuthorizationType === 'Bearer Token' && (!draft.URL || !draft.Token))
    throw invalid('URL and Token: are required for a bearer token connection');
}

const categoryTaken = (entries: PendingEntry[], categoryId: string) =>
  entries.some((entry) => entry.Record.SystemListCategoryID === categoryId);

/**
 * Adds a configuration to the pending list (spec: answers exist, null or the saved configuration): 409 "exist"
 * when the list has one of its category or the organization already connects its system; null (400, or 502 when
 * unreachable) when Basic Auth credentials fail their check. Its credentials go to a secret of the entry's own.
 */
export async function addPending(
  draft: ConnectionDraft,
  principal: Principal,
): Promise<PendingConfiguration | CredentialsRefused> {
  checkAuthorization(draft);
  const { system, catalogue } = await systemOf(draft);
  if (await systemConnected(principal.organizationId, system.SystemListID)) throw new AppError('exists');
  if (categoryTaken((await readDraft(principal)).entries, system.SystemListCategoryID)) throw new AppError('exists');
  const credentials = await resolveCredentials({ ...draft, IntegrationConfigurationID: '' });
  if (draft.AuthorizationType === 'Basic Auth' && !behaviourOf(system.Name).validWithoutCheck) {
    try {
      if (!(await checkBasic(draft, credentials.secret.Password ?? ''))) return new CredentialsRefused(false);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'upstream') return new CredentialsRefused(true);
      throw error;
    }
  }
  const entryId = randomUUID();
  const record = recordOf(draft, system, randomUUID(), principal, credentials);
  const fields = Object.keys(credentials.secret);
  const secretName = fields.length ? pendingSetupSecretName(principal.organizationId, entryId) : undefined;
  const entry: PendingEntry = { EntryID: entryId, Record: { ...record, SecretFields: fields }, SecretName: secretName };
  if (secretName) await createSecret(secretName, credentials.secret);
  try {
    await changeDraft(principal, (entries) => {
      if (categoryTaken(entries, system.SystemListCategoryID)) throw new AppError('exists');
      return [...entries, entry];
    });
  } catch (error) {
    if (secretName) await deleteSecret(secretName);
    throw error;
  }
  return present(entry, catalogue);
}

export async function removePending(index: number, principal: Principal): Promise<'Success'> {
  const { before } = await changeDraft(principal, (entries) => {
    if (index >= entries.length)
      throw new AppError('notFound', 'No configuration at that position of the pending list.');
    return entries.filter((_, i) => i !== index);
  });
  const removed = before[index]!;
  if (removed.SecretName) await deleteSecret(removed.SecretName);
  return 'Success';
}

/** Saves one pending entry as a connection; one saved already (a submit that stopped halfway) is kept as it is. */
async function saveEntry(entry: PendingEntry, principal: Principal): Promise<void> {
  const { organizationId } = principal;
  const record = { ...entry.Record, DateLastUpdated: new Date().toISOString(), LastUpdatedBy: principal.email };
  if (!(await storedConnections.find(organizationId, record.IntegrationConfigurationID))) {
    const secret = entry.SecretName ? await readSecret(entry.SecretName) : {};
    try {
      await createConnection({ ...record, SecretFields: undefined }, secret);
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'exists')) throw error;
      const detail = `${record.SystemName} is connected already`;
      throw new AppError('exists', fillMessage(messages.msg_setup_other, { detail }));
    }
  }
  await changeDraft(principal, (entries) => entries.filter((e) => e.EntryID !== entry.EntryID));
  if (entry.SecretName) await deleteSecret(entry.SecretName);
}

/**
 * Saves the pending list as the organization's connections, in order; each saved entry leaves the list, so a
 * submit that stops (a system connected meanwhile) can be sent again. The list sent must be the stored one.
 */
export async function submitSetup(sent: { EntryID: string }[], principal: Principal): Promise<'Success'> {
  const organization = await organizationOf(principal);
  if (!organization.DateSetup) throw invalid(messages.msg_org_not_created);
  const { entries } = await readDraft(principal);
  const same = sent.length === entries.length && sent.every((item, i) => item.EntryID === entries[i]!.EntryID);
  if (!same) throw new AppError('conflict', messages.msg_setup_list_changed);
  for (const entry of entries) await saveEntry(entry, principal);
  return 'Success';
}
