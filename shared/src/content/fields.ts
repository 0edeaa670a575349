import * as z from 'zod/mini';
import { formatDateTime, minutesOfDay, parseDateTime } from '../core/date-time';
import { EMPTY_GUID } from '../constants';
import { kindError, optionalText, requiredText } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/** Field builders of the content records (blogs, news, KPIs…), on top of the shared ones in core/fields.ts. */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An optional reference to another record of the organization (an employee, a group, an office location): a GUID,
 * or '' (also null or the empty GUID) for none. Whether it names a record of the organization is the server's check.
 */
export const optionalRef = () =>
  z
    .pipe(
      z.optional(
        z.union([z.string({ error: kindError('an id (GUID)') }), z.null()], { error: kindError('an id (GUID)') }),
      ),
      z.transform((value) => (value === null || value === undefined || value === EMPTY_GUID ? '' : value.trim())),
    )
    .check(z.refine((value) => value === '' || GUID.test(value), 'must be an id (GUID)'));

export const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(text);
  } catch {
    return false;
  }
};

/** An optional web address: '' or an http(s) URL. */
export const optionalHttpUrl = (max = 2000) =>
  optionalText(max).check(z.refine((value) => value === '' || isHttpUrl(value), 'must be an http(s) URL (https://…)'));

export const DATE_TIME_RULE =
  'must be a date and time written yyyy-MM-ddTHH:mm:ssZ (ISO 8601, UTC or with an offset), or a date yyyy-MM-dd (midnight UTC)';

/** A moment, as core/date-time.ts says; stored in UTC. */
export const dateTime = () =>
  z.pipe(
    z.string({ error: kindError('a date and time') }).check(
      z.trim(),
      z.refine((text) => parseDateTime(text) !== undefined, DATE_TIME_RULE),
    ),
    z.transform((text) => formatDateTime(parseDateTime(text)!)),
  );

export const timeOfDay = () =>
  z.string({ error: kindError('a time') }).check(
    z.trim(),
    z.refine((text) => minutesOfDay(text) !== undefined, 'must be a time written HH:mm (24-hour clock)'),
  );

export const flag = (fallback: boolean) => z._default(z.boolean({ error: kindError('true or false') }), fallback);

/**
 * A rule "`later` comes after `earlier`" for a refine, reported on `later`; silent when either does not parse (that
 * field has its own message already).
 */
export function after<T extends Record<string, unknown>>(
  later: keyof T & string,
  earlier: keyof T & string,
  order: (text: string) => number | undefined,
) {
  const check = (record: T) => {
    const [a, b] = [order(String(record[later])), order(String(record[earlier]))];
    return a === undefined || b === undefined || a > b;
  };
  const params: { message: string; path: string[] } = { message: `must be after ${earlier}`, path: [later] };
  return [check, params] as [typeof check, typeof params];
}

export const momentOrder = (text: string) => parseDateTime(text)?.getTime();
export const timeOrder = (text: string) => minutesOfDay(text);

/** What the server sets on every content record: who made and last changed it, when, in which organization. */
export const auditShape = /* @__PURE__ */ lazySchema(() => ({
  OrganizationID: z.string(),
  DateCreated: z.string(),
  CreatedBy: z.string(),
  DateLastUpdated: z.string(),
  LastUpdatedBy: z.string(),
  Version: z.number(),
}));

/** The query of the spec's deletes by GET: ?id={the record's id}. */
export const recordIdQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.uuid({ error: kindError('an id (GUID)') }) }),
);

/**
 * Multi-line text (tab and line breaks allowed): the shared builders' one rule, CRLF stored as LF (see
 * normalizeLineBreaks), a lone CR refused.
 */
export const multilineText = (max: number) => optionalText(max, { multiline: true });
export const requiredMultilineText = (max: number) => requiredText(max, { multiline: true });

/**
 * What every content family shares (spec part 2 §7): its calls under /SetupProcessEntity, kept by Staff and OrgAdmin
 * of the organization (DESIGN §3).
 */
export const contentCalls = {
  group: 'content',
  prefix: '/SetupProcessEntity',
  readers: ['OrgAdmin', 'Staff'],
  writers: ['OrgAdmin', 'Staff'],
} as const;

/** The spec's content deletes by GET ?id= (the X-Requested-With rule makes them safe). */
export const removeById = <const N extends string>(name: N) => ({ name, query: recordIdQuery });
