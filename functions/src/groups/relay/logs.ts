import { logsRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { listLogTypes, userLogs, userLogsByTimeZone } from '../../services/logs/logs-service';

export const logsRelay = bindRelay('logs', [logsRoutes], {
  LogTypes: () => listLogTypes(),
  UserLogsByTimeZone: ({ query, principal }) => userLogsByTimeZone(query, principal),
  UserLogs: ({ query, principal }) => userLogs(query, principal),
});
