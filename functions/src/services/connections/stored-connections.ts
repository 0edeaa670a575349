import {
  connectionOf,
  connectionRepository,
  connectionsUsingSystem,
  type ConnectionRecord,
} from './connections-repository';

export type { ConnectionRecord };

/**
 * Connections as the other domains read them: the catalogue checks what uses a system, organization setup what
 * its draft connects. How they are stored stays this domain's (connections-repository.ts).
 */
export const storedConnections = {
  /** The connection, or 404 when the organization has none of this id. */
  of: connectionOf,
  find: (organizationId: string, id: string) => connectionRepository.get({ organizationId }, id),
  usingSystem: connectionsUsingSystem,
  everywhere: () => connectionRepository.allAcrossOrganizations(),
};
