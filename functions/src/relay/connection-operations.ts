import { z } from 'zod';
import { deleteConnection, dataSetCount, setDefaultConnection } from '../services/connection-admin';
import { relayOperation } from './registry';

const orgAdmin = ['OrgAdmin'] as const;
const idQuery = z.object({ id: z.uuid({ error: 'must be the id (GUID) of a connection' }) });

export const connectionOperations = [
  relayOperation({
    method: 'GET',
    path: '/api/GetIntegrationConfigDataSourceCount',
    roles: orgAdmin,
    query: idQuery,
    run: ({ query, principal }) => dataSetCount(query.id, principal),
  }),
  relayOperation({
    method: 'DELETE',
    path: '/api/IntegrationConfigurations',
    roles: orgAdmin,
    query: idQuery,
    run: ({ query, principal }) => deleteConnection(query.id, principal),
  }),
  relayOperation({
    method: 'POST',
    path: '/api/SetAsDefaultConnection',
    roles: orgAdmin,
    body: z.object({ IntegrationConfigurationID: z.uuid({ error: 'must be the id (GUID) of a connection' }) }),
    run: ({ body, principal }) => setDefaultConnection(body.IntegrationConfigurationID, principal),
  }),
];
