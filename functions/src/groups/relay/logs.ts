import { logsRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// The service loads on an operation's first call (its own chunk of the bundle): see bindGroup.
const logs = onFirstUse(() => import('../../services/logs/logs-service'));

export const logsRelay = bindRelay('logs', [logsRoutes], {
  LogTypes: async () => (await logs()).listLogTypes(),
  UserLogsByTimeZone: async ({ query, principal }) => (await logs()).userLogsByTimeZone(query, principal),
  UserLogs: async ({ query, principal }) => (await logs()).userLogs(query, principal),
});
