import { DEFAULT_LOG_RETENTION_DAYS, LOG_RETENTION_SETTING } from '@switchboard/shared';
import { stableId } from '../catalogue/seed/stable-id';
import { settingValueOf } from '../organization/setting-values';

/** How long an organization's retention is trusted before it is read again (a changed setting applies within it). */
const CACHE_MS = 5 * 60 * 1000;
const cache = new Map<string, { days: number; until: number }>();

async function readRetentionDays(organizationId: string): Promise<number> {
  const definitionId = stableId('setting-definition', LOG_RETENTION_SETTING);
  const days = Number(await settingValueOf(organizationId, definitionId));
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_LOG_RETENTION_DAYS;
}

/**
 * The organization's usage log retention in days (its "Usage log retention days" setting, else 365). Read at most
 * every five minutes per container, and only inside the log write, which runs beside the request's own work.
 */
export async function retentionDays(organizationId: string): Promise<number> {
  const now = Date.now();
  const cached = cache.get(organizationId);
  if (cached && cached.until > now) return cached.days;
  const days = await readRetentionDays(organizationId);
  cache.set(organizationId, { days, until: now + CACHE_MS });
  return days;
}
