/** A stored record: what it holds and the Version that optimistic concurrency compares. */
export type Versioned<T> = T & { Version: number };

/** A record without its Version (key remapping, unlike Omit, keeps the named fields of a record with an index). */
export type WithoutVersion<T> = { [K in keyof T as K extends 'Version' ? never : K]: T[K] };

/** A stored record without its Version, for answers that do not carry it: THE place that strips it. */
export function withoutVersion<T extends object>(record: T): WithoutVersion<T> {
  const { Version: _version, ...rest } = record as T & { Version?: number };
  return rest as unknown as WithoutVersion<T>;
}

/**
 * The condition that a stored item's Version is `version`, its value named :version. An item stored before it had a
 * Version counts as Version 1 (answered as 1, so the first conditional write takes it): no backfill needed.
 */
export const versionIs = (version: number) =>
  version === 1 ? '(Version = :version OR attribute_not_exists(Version))' : 'Version = :version';
