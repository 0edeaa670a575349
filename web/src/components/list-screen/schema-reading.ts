import { metaOf } from '@switchboard/shared';

/**
 * What a form reads from its route's request schema (zod/mini): the fields an object schema names and a text's
 * maximum length, so the web never copies a rule the shared schema already states.
 */
interface CheckInternals {
  _zod?: { def?: { check?: string; maximum?: unknown } };
}

interface SchemaInternals {
  _zod?: {
    def?: {
      type?: string;
      shape?: Record<string, unknown>;
      innerType?: unknown;
      in?: unknown;
      checks?: CheckInternals[];
    };
  };
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly']);

/**
 * The schema, then each schema inside its optional/default/nullable wrappers, the innermost last. A pipe (a body
 * checked, then carried on, as help's media check) is read by what it takes in.
 */
function layersOf(schema: unknown): SchemaInternals[] {
  const layers: SchemaInternals[] = [];
  for (let current = schema as SchemaInternals | undefined; current;) {
    layers.push(current);
    const def = current._zod?.def;
    if (def?.type === 'pipe') current = def.in as SchemaInternals | undefined;
    else current = def?.type && WRAPPERS.has(def.type) ? (def.innerType as SchemaInternals | undefined) : undefined;
  }
  return layers;
}

/** The schema inside its wrappers. */
const unwrapped = (schema: unknown): SchemaInternals | undefined => layersOf(schema).at(-1);

/** The field schemas of an object schema (its checks, e.g. an order of two moments, kept aside). */
export const shapeOf = (schema: unknown): Record<string, unknown> => unwrapped(schema)?._zod?.def?.shape ?? {};

/** A field's maximum length as its schema checks it (z.maxLength), if it has one. */
export function maxLengthOf(schema: unknown, key: string): number | undefined {
  const checks = unwrapped(shapeOf(schema)[key])?._zod?.def?.checks ?? [];
  const maximum = checks.find((check) => check._zod?.def?.check === 'max_length')?._zod?.def?.maximum;
  return typeof maximum === 'number' ? maximum : undefined;
}

/** Whether a text field's schema takes line breaks (fields.ts declares `multiline` on the schema or a wrapper). */
export const takesLineBreaks = (schema: unknown, key: string): boolean =>
  layersOf(shapeOf(schema)[key]).some((layer) => metaOf(layer)?.multiline === true);
