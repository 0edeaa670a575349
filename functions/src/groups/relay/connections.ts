import { connectionsRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// The service loads on an operation's first call (its own chunk of the bundle): see bindGroup.
const admin = onFirstUse(() => import('../../services/connections/admin-service'));

export const connectionsRelay = bindRelay('connections', [connectionsRoutes], {
  GetIntegrationConfigDataSourceCount: async ({ query, principal }) =>
    (await admin()).dataSetCount(query.id, principal),
  IntegrationConfigurations: async ({ query, principal }) => (await admin()).deleteConnection(query.id, principal),
  SetAsDefaultConnection: async ({ body, principal }) =>
    (await admin()).setDefaultConnection(body.IntegrationConfigurationID, principal),
});
