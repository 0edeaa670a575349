import { fillMessage, messages } from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import { deleteSecret } from '../data/secrets';
import { EntityRepository } from '../data/entity-repository';
import { AppError } from '../http/errors';
import { connectionOf, connectionRepository } from './connections-store';

/** A data set the assistant reads through a connection (a table, a query, a document library…). */
export interface DataSetRecord extends Record<string, unknown> {
  DataSetID: string;
  Name: string;
  IntegrationConfigurationID: string;
}

export const dataSetRepository = new EntityRepository<DataSetRecord>('DataSet');

export async function dataSetCount(id: string, principal: Principal): Promise<number> {
  await connectionOf(principal.organizationId, id);
  const dataSets = await dataSetRepository.all({ organizationId: principal.organizationId });
  return dataSets.filter((d) => d.IntegrationConfigurationID === id).length;
}

/** Deletes a connection and its secret, unless data sets still read through it. */
export async function deleteConnection(id: string, principal: Principal): Promise<'Success'> {
  const connection = await connectionOf(principal.organizationId, id);
  const count = await dataSetCount(id, principal);
  if (count > 0) {
    const name = connection.ServiceInstanceName || connection.SystemName;
    throw new AppError('conflict', fillMessage(messages.msg_setup_data_sets, { name, n: count }));
  }
  await connectionRepository.delete({ organizationId: principal.organizationId }, id);
  if (connection.SecretName) await deleteSecret(connection.SecretName);
  return 'Success';
}

/** Makes one connection the organization's default for its system; the others of that system stop being it. */
export async function setDefaultConnection(id: string, principal: Principal): Promise<'success'> {
  const scope = { organizationId: principal.organizationId };
  const chosen = await connectionOf(principal.organizationId, id);
  // The others first, so a failure halfway never leaves two defaults.
  const siblings = (await connectionRepository.all(scope))
    .filter((c) => c.SystemListID === chosen.SystemListID)
    .sort((a) => (a.IntegrationConfigurationID === id ? 1 : -1));
  for (const sibling of siblings) {
    const isDefault = sibling.IntegrationConfigurationID === id;
    if (sibling.IsDefault === isDefault) continue;
    const { Version, ...fields } = sibling;
    await connectionRepository.replace(
      scope,
      sibling.IntegrationConfigurationID,
      { ...fields, IsDefault: isDefault },
      Version,
    );
  }
  return 'success';
}
