/** A stored record: what it holds and the Version that optimistic concurrency compares. */
export type Versioned<T> = T & { Version: number };

/** A record without its Version (key remapping, unlike Omit, keeps the named fields of a record with an index). */
export type WithoutVersion<T> = { [K in keyof T as K extends 'Version' ? never : K]: T[K] };

/** A stored record without its Version, for answers that do not carry it: THE place that strips it. */
export function withoutVersion<T extends object>(record: T): WithoutVersion<T> {
  const { Version: _version, ...rest } = record as T & { Version?: number };
  return rest as unknown as WithoutVersion<T>;
}
