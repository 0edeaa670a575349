import { isSecretFieldName, metaOf } from '@switchboard/shared';
import type * as z from 'zod/mini';

/** The fields of an object schema (through optional, default, pipe and the like); none for other schemas. */
export function shapeKeys(schema: z.ZodMiniType | undefined): string[] {
  let current = schema as { def: { type: string; shape?: object; innerType?: unknown; in?: unknown } } | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.def.type === 'object') return Object.keys(current.def.shape ?? {});
    current = (current.def.innerType ?? current.def.in) as typeof current;
  }
  return [];
}

/** C0 and C1 controls (tab, line feed and CR too), DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** What a multi-line field may hold besides: tabs and line breaks (LF or CRLF, not a lone CR). */
const LINE_BREAKS = /\r\n|[\t\n]/gu;

/** Whether the field is declared multi-line (shared field builders put `{ multiline: true }` in its metadata). */
export function isMultiline(schema: z.ZodMiniType | undefined): boolean {
  let current = schema as { def: { innerType?: unknown; in?: unknown } } | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (metaOf(current)?.multiline) return true;
    current = (current.def.innerType ?? current.def.in) as typeof current;
  }
  return false;
}
/** Bidi embeddings, overrides and isolates (the "Trojan Source" characters). */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
/** No text field needs this much: every one must have a maximum length (the body limit is 1 MB). */
const MAX_TEXT = 100_000;

/** Why a text value breaks DESIGN §10's text rules, if it does. */
export function textProblem(value: string, multiline = false): string | undefined {
  if (CONTROL.test(multiline ? value.replace(LINE_BREAKS, ' ') : value)) return 'a control character';
  if (BIDI.test(value)) return 'a bidi override';
  if (LONE_SURROGATE.test(value)) return 'a lone surrogate';
  if (value.length > MAX_TEXT) return `more than ${MAX_TEXT} characters`;
  return undefined;
}

/** The schema of one field of an object schema (through optional, default, pipe and the like). */
function fieldSchema(schema: z.ZodMiniType, key: string): z.ZodMiniType | undefined {
  let current = schema as {
    def: { type: string; shape?: Record<string, z.ZodMiniType>; innerType?: unknown; in?: unknown };
  };
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.def.type === 'object') return current.def.shape?.[key];
    current = (current.def.innerType ?? current.def.in) as typeof current;
  }
  return undefined;
}

function strings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 20 || value === null || typeof value !== 'object') return [];
  return Object.values(value as object).flatMap((inner) => strings(inner, depth + 1));
}

/**
 * THE oracle of the fuzz: the fields a server must refuse in this input, by the callable's own schema and by the
 * text rules every text field keeps (credentials excepted: a password may hold anything). Empty: acceptable.
 * '' names the input as a whole (not an object, not JSON).
 */
export function refusedFields(schema: z.ZodMiniType | undefined, input: unknown, opaque: string[] = []): string[] {
  if (!schema) return [];
  const fields = new Set<string>();
  const result = schema.safeParse(input);
  if (!result.success) for (const issue of result.error.issues) fields.add(String(issue.path[0] ?? ''));
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const key of shapeKeys(schema)) {
      if (isSecretFieldName(key) || opaque.includes(key) || !Object.hasOwn(input, key)) continue;
      // Judged as stored: a schema that trims may drop a control character at either end.
      const texts = strings((input as Record<string, unknown>)[key]);
      const multiline = isMultiline(fieldSchema(schema, key));
      if (texts.some((text) => textProblem(text.trim(), multiline))) fields.add(key);
    }
  }
  return [...fields];
}

/** Whether a refusal's message names one of the refused fields (the input as a whole: "body", "JSON", "query"). */
export function namesAField(message: string | undefined, fields: string[]): boolean {
  if (!message) return false;
  return fields.some((field) =>
    field === '' ? /body|json|query/i.test(message) : new RegExp(`(^|[^A-Za-z])${field}([^A-Za-z]|$)`).test(message),
  );
}
