import { groupHandler } from '../../http/group-handler';
import type { Operations } from '../../http/operation';
import { listConnections } from '../../services/connections';

const operations: Operations<'GetIntegrationConfiguration'> = {
  GetIntegrationConfiguration: ({ principal }) => listConnections(principal),
};

export const handler = groupHandler('connections', operations);
