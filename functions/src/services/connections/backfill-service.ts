import { AppError } from '../../errors';
import { becomeDefaultIfNone, claimSystem } from './claims-service';
import { connectionRepository } from './connections-repository';

/**
 * Gives connections saved before the claims existed (the seed's sample, older local data) their system claim and
 * their category a default: the one marked IsDefault then, else the oldest. Idempotent; run at start-up, not on a
 * request path (it reads every connection through the ByType index).
 */
export async function ensureConnectionClaims(): Promise<void> {
  const connections = (await connectionRepository.allAcrossOrganizations()).sort(
    (a, b) =>
      Number(b.IsDefault ?? false) - Number(a.IsDefault ?? false) || a.DateLastUpdated.localeCompare(b.DateLastUpdated),
  );
  for (const connection of connections) {
    const { OrganizationID: organizationId, IntegrationConfigurationID: id } = connection;
    try {
      await claimSystem(organizationId, connection.SystemListID, id);
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'exists')) throw error;
    }
    await becomeDefaultIfNone(organizationId, connection.SystemListCategoryID, id);
  }
}
