import type * as z from 'zod/mini';
import { metaOf, withMeta } from './meta';

/**
 * Marks a field's schema as holding a secret (a password, token, key, PIN, an encrypted value): answers mask it and
 * the usage logs name it without its value. Whoever reads the schema (the audit trail) learns it from here.
 */
export function secret<S extends z.ZodMiniType>(schema: S): S {
  return withMeta(schema, { secret: true });
}

type Def = {
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
};
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional/default/nullable/pipe wrappers, one layer at a time. */
function* layers(schema: z.ZodMiniType): Generator<z.ZodMiniType> {
  let current: z.ZodMiniType | undefined = schema;
  for (let depth = 0; current && depth < 12; depth += 1) {
    yield current;
    const def: Def = defOf(current);
    current = def.innerType ?? def.in;
  }
}

export const isSecretSchema = (schema: z.ZodMiniType): boolean =>
  [...layers(schema)].some((layer) => metaOf(layer)?.secret === true);

/** The names of an object schema's fields marked `secret` (nothing for a schema that is no object). */
export function secretFieldsOf(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  for (const layer of layers(schema)) {
    const shape = defOf(layer).shape;
    if (shape)
      return Object.entries(shape)
        .filter(([, field]) => isSecretSchema(field))
        .map(([name]) => name);
  }
  return [];
}
