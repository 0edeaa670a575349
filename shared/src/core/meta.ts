import * as z from 'zod/mini';

/**
 * A copy of the schema carrying metadata (zod's global registry), as classic zod's `.meta()` made it: the copy's
 * parent is the schema, so the metadata of both is read back. Not a check (`z.meta`), so an object keeps `z.extend`.
 */
export function withMeta<S extends z.ZodMiniType>(schema: S, metadata: Record<string, unknown>): S {
  const copy = schema.clone() as S;
  z.globalRegistry.add(copy, metadata);
  return copy;
}

/** The metadata a schema carries (its own and its parents'), if any. */
export const metaOf = (schema: unknown): Record<string, unknown> | undefined =>
  z.globalRegistry.get(schema as z.ZodMiniType) as Record<string, unknown> | undefined;
