import type { z } from 'zod';

/**
 * Marks a field's schema as holding a secret (a password, token, key, PIN, an encrypted value): answers mask it and
 * the usage logs name it without its value. Whoever reads the schema (the audit trail) learns it from here.
 */
export function secret<S extends z.ZodType>(schema: S): S {
  return schema.meta({ ...(schema.meta() ?? {}), secret: true }) as S;
}

type Def = { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional/default/nullable/pipe wrappers, one layer at a time. */
function* layers(schema: z.ZodType): Generator<z.ZodType> {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 12; depth += 1) {
    yield current;
    const def: Def = defOf(current);
    current = def.innerType ?? def.in;
  }
}

export const isSecretSchema = (schema: z.ZodType): boolean =>
  [...layers(schema)].some((layer) => (layer.meta() as { secret?: boolean } | undefined)?.secret === true);

/** The names of an object schema's fields marked `secret` (nothing for a schema that is no object). */
export function secretFieldsOf(schema: z.ZodType | undefined): string[] {
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
