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

/** The schema inside its optional/default/nullable wrappers. */
function unwrapped(schema: unknown): SchemaInternals | undefined {
  let current = schema as SchemaInternals | undefined;
  while (current?._zod?.def?.type && (WRAPPERS.has(current._zod.def.type) || current._zod.def.type === 'pipe')) {
    // A pipe (a body checked, then carried on, as help's media check) is read by what it takes in.
    current = (current._zod.def.type === 'pipe' ? current._zod.def.in : current._zod.def.innerType) as
      SchemaInternals | undefined;
  }
  return current;
}

/** The field schemas of an object schema (its checks, e.g. an order of two moments, kept aside). */
export const shapeOf = (schema: unknown): Record<string, unknown> => unwrapped(schema)?._zod?.def?.shape ?? {};

/** A field's maximum length as its schema checks it (z.maxLength), if it has one. */
export function maxLengthOf(schema: unknown, key: string): number | undefined {
  const checks = unwrapped(shapeOf(schema)[key])?._zod?.def?.checks ?? [];
  const maximum = checks.find((check) => check._zod?.def?.check === 'max_length')?._zod?.def?.maximum;
  return typeof maximum === 'number' ? maximum : undefined;
}

/** Whether a text field's schema takes line breaks (fields.ts declares `multiline` on the schema). */
export function takesLineBreaks(schema: unknown, key: string): boolean {
  let current: unknown = shapeOf(schema)[key];
  while (current) {
    if (metaOf(current)?.multiline === true) return true;
    const def = (current as SchemaInternals)._zod?.def;
    current = def?.type && WRAPPERS.has(def.type) ? def.innerType : undefined;
  }
  return false;
}
