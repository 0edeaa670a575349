import { logsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { logVolumeOf, recordHistory } from '../../services/logs/logs-service';

export const handler = groupHandler(
  bindGroup('logs', [logsRoutes], {
    GetRecordHistory: ({ query, principal }) => recordHistory(query, principal),
    GetLogVolume: ({ query, principal }) => logVolumeOf(query, principal),
  }),
);
