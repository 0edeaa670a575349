import { fillMessage, messages } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { deleteSecret } from '../../data/secrets';
import { AppError } from '../../errors';
import { becomeDefaultIfNone, clearDefault, makeDefault, releaseSystem } from './claims-service';
import { healthItems, healthKey } from './credential-health-store';
import { connectionOf, connectionRepository, dataSetRepository } from './connections-repository';

export async function dataSetCount(id: string, principal: Principal): Promise<number> {
  await connectionOf(principal.organizationId, id);
  const dataSets = await dataSetRepository.all({ organizationId: principal.organizationId });
  return dataSets.filter((d) => d.IntegrationConfigurationID === id).length;
}

/**
 * Deletes a connection, unless data sets still read through it: the record, then its system claim (the system may
 * be connected again) and its secret. When it was its category's default, the newest other connection of the
 * category becomes the default, so a category with connections always has one.
 */
export async function deleteConnection(id: string, principal: Principal): Promise<'Success'> {
  const organizationId = principal.organizationId;
  const connection = await connectionOf(organizationId, id);
  const count = await dataSetCount(id, principal);
  if (count > 0) {
    const name = connection.ServiceInstanceName || connection.SystemName;
    throw new AppError('conflict', fillMessage(messages.msg_setup_data_sets, { name, n: count }));
  }
  await connectionRepository.delete({ organizationId }, id);
  await releaseSystem(organizationId, connection.SystemListID, id);
  if (connection.SecretName) await deleteSecret(connection.SecretName);
  await healthItems.delete(healthKey(organizationId, id));
  if (await clearDefault(organizationId, connection.SystemListCategoryID, id)) {
    await promoteNewest(organizationId, connection.SystemListCategoryID);
  }
  return 'Success';
}

async function promoteNewest(organizationId: string, categoryId: string): Promise<void> {
  const [newest] = (await connectionRepository.all({ organizationId }))
    .filter((c) => c.SystemListCategoryID === categoryId)
    .sort((a, b) => b.DateLastUpdated.localeCompare(a.DateLastUpdated));
  if (newest) await becomeDefaultIfNone(organizationId, categoryId, newest.IntegrationConfigurationID);
}

/** Makes one connection its category's default: one item per category names it, so the others stop being it. */
export async function setDefaultConnection(id: string, principal: Principal): Promise<'success'> {
  const organizationId = principal.organizationId;
  const chosen = await connectionOf(organizationId, id);
  await makeDefault(organizationId, chosen.SystemListCategoryID, id);
  // Deleted meanwhile: never leave the category's default naming a connection that is gone.
  if (!(await connectionRepository.get({ organizationId }, id))) {
    if (await clearDefault(organizationId, chosen.SystemListCategoryID, id)) {
      await promoteNewest(organizationId, chosen.SystemListCategoryID);
    }
    throw new AppError('notFound', 'No such connection in your organization.');
  }
  return 'success';
}
