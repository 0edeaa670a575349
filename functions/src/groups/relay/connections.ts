import { connectionsRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { dataSetCount, deleteConnection, setDefaultConnection } from '../../services/connections/admin-service';

export const connectionsRelay = bindRelay('connections', [connectionsRoutes], {
  GetIntegrationConfigDataSourceCount: ({ query, principal }) => dataSetCount(query.id, principal),
  IntegrationConfigurations: ({ query, principal }) => deleteConnection(query.id, principal),
  SetAsDefaultConnection: ({ body, principal }) => setDefaultConnection(body.IntegrationConfigurationID, principal),
});
