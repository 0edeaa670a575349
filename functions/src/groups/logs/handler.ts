import { logsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const logs = onFirstUse(() => import('../../services/logs/logs-service'));

export const handler = groupHandler(
  bindGroup('logs', [logsRoutes], {
    GetRecordHistory: async ({ query, principal }) => (await logs()).recordHistory(query, principal),
    GetLogVolume: async ({ query, principal }) => (await logs()).logVolumeOf(query, principal),
  }),
);
