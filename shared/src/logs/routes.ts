import * as z from 'zod/mini';
import { relayRoute, route } from '../core/route';
import {
  logTypes,
  logVolume,
  logVolumeQuery,
  recordHistoryQuery,
  usageLog,
  userLogsByTimeZoneQuery,
  userLogsQuery,
} from './schemas';
import { lazySchema } from '../core/lazy-schema';

/** Administrators read the audit trail of their organization; Staff do not (it names every user's actions). */
const readers = ['PlatformAdmin', 'OrgAdmin'] as const;

export const logsRoutes = {
  LogTypes: relayRoute({
    method: 'GET',
    path: '/api/LogTypes',
    group: 'logs',
    access: readers,
    answer: /* @__PURE__ */ lazySchema(() => z.array(z.enum(logTypes))),
    summary: 'The log types a usage log can have.',
  }),
  UserLogsByTimeZone: relayRoute({
    method: 'GET',
    path: '/api/UserLogsByTimeZone',
    group: 'logs',
    access: readers,
    query: userLogsByTimeZoneQuery,
    paged: true,
    answer: /* @__PURE__ */ lazySchema(() => z.array(usageLog)),
    summary:
      'The organization’s usage logs in a local date range (TimezoneOffset applied to the range and the dates), ' +
      'newest first, 50 a page; Detail keeps the logs whose text, email or module contains it.',
  }),
  UserLogs: relayRoute({
    method: 'GET',
    path: '/api/UserLogs',
    group: 'logs',
    access: readers,
    query: userLogsQuery,
    paged: true,
    answer: /* @__PURE__ */ lazySchema(() => z.array(usageLog)),
    summary: 'The organization’s usage logs (of one LogType), newest first, 50 a page.',
  }),
  GetRecordHistory: route({
    method: 'GET',
    path: '/UsageLogs/GetRecordHistory',
    group: 'logs',
    access: readers,
    query: recordHistoryQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.array(usageLog)),
    summary: 'One record’s changes from the usage logs, the newest 100 (404 when your organization has none of them).',
  }),
  GetLogVolume: route({
    method: 'GET',
    path: '/UsageLogs/GetLogVolume',
    group: 'logs',
    access: readers,
    query: logVolumeQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.array(logVolume)),
    summary: 'How many usage logs of each type per UTC day, from per-day counters (never a scan of the logs).',
  }),
};
