import {
  LOG_PAGE_SIZE,
  logTypes,
  parseLocalMoment,
  type LogType,
  type UsageLog,
  type UserLogsByTimeZoneQuery,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors';
import type { Listing } from '../../data/list-query';
import { accounts } from '../account/accounts';
import { logVolume, pageOfLogs, type LogPartition } from './logs-repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const listLogTypes = async () => [...logTypes];

const partitionOf = (principal: Principal, type: LogType | ''): LogPartition =>
  type
    ? { by: 'type', organizationId: principal.organizationId, type }
    : { by: 'organization', organizationId: principal.organizationId };

/** A UTC moment as the caller's local time with its offset: 2026-03-01T10:00:00+01:00 for offset -60. */
export function inOffset(utcIso: string, offsetMinutes: number): string {
  if (offsetMinutes === 0) return utcIso;
  const local = new Date(new Date(utcIso).getTime() - offsetMinutes * MINUTE).toISOString().slice(0, 19);
  const ahead = -offsetMinutes;
  const hours = String(Math.floor(Math.abs(ahead) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(ahead) % 60).padStart(2, '0');
  return `${local}${ahead >= 0 ? '+' : '-'}${hours}:${minutes}`;
}

/**
 * The sort-key range of a local date range: a local moment plus the offset is UTC. A date alone ends at the end of
 * its day, a time without seconds at the end of its minute (both ends included); an end left out leaves the range
 * open on that side.
 */
export function utcRange(start: string, end: string, offsetMinutes: number): { from: string; to: string } {
  const from = start ? parseLocalMoment(start) : undefined;
  const to = end ? parseLocalMoment(end) : undefined;
  const toEnd = to ? to.at + (to.dateOnly ? DAY : end.length > 16 ? 1000 : MINUTE) - 1 : undefined;
  return {
    from: from ? new Date(from.at + offsetMinutes * MINUTE).toISOString() : '0',
    to: toEnd === undefined ? '~' : `${new Date(toEnd + offsetMinutes * MINUTE).toISOString()}#~`,
  };
}

export async function userLogsByTimeZone(
  query: UserLogsByTimeZoneQuery,
  principal: Principal,
): Promise<Listing<UsageLog>> {
  const offset = query.TimezoneOffset;
  const listing = await pageOfLogs({
    partition: partitionOf(principal, query.LogType),
    range: utcRange(query.StartDateTime, query.EndDateTime, offset),
    detail: query.Detail.trim().toLowerCase() || undefined,
    pageSize: query.PageSize ?? LOG_PAGE_SIZE,
    cursor: query.Cursor,
  });
  return listing.map((log) => ({ ...log, LogDate: inOffset(log.LogDate, offset) }));
}

export function userLogs(query: { LogType: LogType | ''; PageSize?: number; Cursor?: string }, principal: Principal) {
  return pageOfLogs({
    partition: partitionOf(principal, query.LogType),
    pageSize: query.PageSize ?? LOG_PAGE_SIZE,
    cursor: query.Cursor,
  });
}

/** A record's history shows its newest changes; older ones stay on the usage logs screen. */
export const HISTORY_LIMIT = 100;

/** Record types a role sees in every organization, so it reads their history in the record's organization. */
const everyOrganization: Partial<Record<Principal['role'], readonly string[]>> = { PlatformAdmin: ['Invoice'] };

/**
 * One record's history in the caller's organization, newest first. Logs are keyed by organization, so another
 * organization's record has none here: it answers 404 like an id that never existed. A PlatformAdmin bills every
 * organization and reads an invoice's history in the organization the query names.
 */
export async function recordHistory(
  query: { type: string; id: string; OrganizationID?: string },
  principal: Principal,
): Promise<UsageLog[]> {
  const named = query.OrganizationID && everyOrganization[principal.role]?.includes(query.type);
  const organizationId = named ? query.OrganizationID! : principal.organizationId;
  const listing = await pageOfLogs({
    partition: { by: 'record', organizationId, type: query.type, id: query.id.trim() },
    pageSize: HISTORY_LIMIT,
  });
  if (!listing.items.length) throw new AppError('notFound', 'No history of this record in your organization.');
  const names = await namesOf(listing.items, organizationId);
  return listing.items.map((log) => (names.has(log.Email) ? { ...log, Name: names.get(log.Email)! } : log));
}

/**
 * The names of the people who wrote these logs, for a history that names people: one read per person (a history
 * holds at most HISTORY_LIMIT logs, by a few people). Only the organization's own users are named; anyone else
 * (a PlatformAdmin billing it) stays their email.
 */
async function namesOf(logs: readonly UsageLog[], organizationId: string): Promise<Map<string, string>> {
  const emails = [...new Set(logs.map((log) => log.Email).filter(Boolean))];
  const users = await Promise.all(emails.map((email) => accounts.byEmail(email)));
  const names = new Map<string, string>();
  users.forEach((user, index) => {
    const name = user && user.OrganizationID === organizationId && `${user.FirstName} ${user.LastName}`.trim();
    if (name) names.set(emails[index]!, name);
  });
  return names;
}

export function logVolumeOf(query: { StartDate: string; EndDate: string }, principal: Principal) {
  return logVolume(principal.organizationId, query.StartDate.slice(0, 10), query.EndDate.slice(0, 10));
}
