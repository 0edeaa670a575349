import * as z from 'zod/mini';
import { id, kindError, queryText } from '../core/fields';
import { pageQueryShape } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

/** What a usage log records (LogType): a record's life, and the account and session events around it. */
export const logTypes = ['Create', 'Update', 'Delete', 'SignIn', 'SignOut', 'FailedSignIn', 'PasswordChange'] as const;
export type LogType = (typeof logTypes)[number];

/** Retention when the organization has no "Usage log retention days" setting. */
export const DEFAULT_LOG_RETENTION_DAYS = 365;
export const LOG_RETENTION_SETTING = 'Usage log retention days';

/** A usage log as answers show it (spec part 2 §3 Log), with the record it is about, so history can find it. */
export const usageLog = /* @__PURE__ */ lazySchema(() =>
  z.object({
    LogID: z.string(),
    LogType: z.enum(logTypes),
    ModuleName: z.string(),
    LogText: z.string(),
    /** ISO 8601: UTC (`Z`), or with the caller's offset when the call sent TimezoneOffset. */
    LogDate: z.string(),
    Email: z.string(),
    /** Who, by name ("Jane Doe"): GetRecordHistory's, when the writer is a user of the organization. */
    Name: z.optional(z.string()),
    LogClient: z.string(),
    EmployeeID: z.string(),
    OrganizationID: z.string(),
    RecordType: z.string(),
    RecordID: z.string(),
  }),
);
export type UsageLog = z.infer<typeof usageLog>;

const logType = /* @__PURE__ */ lazySchema(() =>
  z._default(
    z.optional(z.union([z.literal(''), z.enum(logTypes)], { error: `must be one of ${logTypes.join(', ')}` })),
    '',
  ),
);

/** A local date and time as a browser's date picker gives it: yyyy-MM-dd, optionally THH:mm[:ss]. */
const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Whether `end` comes after `start` (by `within` ms at most); a malformed one is left to its own field's rule. */
function ordered(start: string, end: string, within = Infinity): boolean {
  const from = parseLocalMoment(start);
  const to = parseLocalMoment(end);
  return !from || !to || (to.at >= from.at && to.at - from.at <= within);
}

/** Minutes since the epoch of a local moment (as if UTC), or undefined for a moment that does not exist. */
export function parseLocalMoment(text: string): { at: number; dateOnly: boolean } | undefined {
  const match = LOCAL_MOMENT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const at = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const back = new Date(at);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day)
    return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { at, dateOnly: match[4] === undefined };
}

const localMoment = () =>
  z
    .string({ error: kindError('a date') })
    .check(
      z.refine((text) => parseLocalMoment(text) !== undefined, 'must be a date written yyyy-MM-dd or yyyy-MM-ddTHH:mm'),
    );
/** A range end that may be left out (empty): the range is then open on that side. */
const optionalMoment = () =>
  z._default(
    z.optional(
      z
        .string({ error: kindError('a date') })
        .check(
          z.refine(
            (text) => text === '' || parseLocalMoment(text) !== undefined,
            'must be a date written yyyy-MM-dd or yyyy-MM-ddTHH:mm',
          ),
        ),
    ),
    '',
  );

/** Minutes to add to a local time to reach UTC, as a browser's Date.getTimezoneOffset() answers (Berlin: -60). */
export const timezoneOffset = () =>
  z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .check(
      z.int('must be a whole number of minutes'),
      z.minimum(-840, 'must be at least -840'),
      z.maximum(840, 'must be at most 840'),
    );

export const userLogsByTimeZoneQuery = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      LogType: logType,
      StartDateTime: optionalMoment(),
      EndDateTime: optionalMoment(),
      Detail: z._default(z.optional(queryText(200)), ''),
      TimezoneOffset: z._default(z.optional(timezoneOffset()), 0),
      ...pageQueryShape,
    })
    .check(
      z.refine((query) => ordered(query.StartDateTime, query.EndDateTime), {
        message: 'must not be before StartDateTime',
        path: ['EndDateTime'],
      }),
    ),
);
export type UserLogsByTimeZoneQuery = z.output<typeof userLogsByTimeZoneQuery>;

export const userLogsQuery = /* @__PURE__ */ lazySchema(() => z.object({ LogType: logType, ...pageQueryShape }));

/** Our own call: one record's changes, newest first (the details modal's history). */
export const recordHistoryQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z
      .string({ error: kindError('a record type') })
      .check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/, 'must be a record type such as Blog')),
    id: queryText(200).check(z.refine((value) => value.trim() !== '', 'is required')),
    /** The record's organization, where a role sees records of several (a PlatformAdmin's invoices). */
    OrganizationID: z.optional(id()),
  }),
);

/** Our own call: how many logs of each type per day (UTC days), for the chart above the usage logs. */
export const logVolumeQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({ StartDate: localMoment(), EndDate: localMoment() }).check(
    z.refine((query) => ordered(query.StartDate, query.EndDate), {
      message: 'must not be before StartDate',
      path: ['EndDate'],
    }),
    z.refine((query) => ordered(query.StartDate, query.EndDate, 366 * 86_400_000), {
      message: 'must be at most 366 days after StartDate',
      path: ['EndDate'],
    }),
  ),
);

export const logVolume = /* @__PURE__ */ lazySchema(() =>
  z.object({ Day: z.string(), LogType: z.enum(logTypes), Count: z.number().check(z.int()) }),
);
export type LogVolume = z.infer<typeof logVolume>;
