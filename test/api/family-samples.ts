import type * as z from 'zod/mini';
import { randomUUID } from 'node:crypto';

/**
 * A valid body for a family, read from its field rules (core/family.ts): each field takes the first of a few
 * ordinary values its own rule accepts (a text, a web address, an email, moments, a day, times, numbers, flags, its
 * enum's options, or nothing), the fields naming another record take a real one of the caller's organization, and
 * where a rule across fields refuses (an expiry before the release) the field it names takes its next value. A plain
 * family so needs no sample written for the API tests and the sweeps.
 */
type Body = Record<string, unknown>;

export interface SampledFamily {
  type: string;
  input: z.ZodMiniType;
  references?: Readonly<Record<string, string>>;
  search?: readonly string[];
}

/** The id of a real record of the caller's organization, by the kind a family's references name. */
export type ReferenceOf = (kind: string) => Promise<string>;

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string>;
}

/** The options of the enum a rule is (or wraps). */
function enumOptions(rule: z.ZodMiniType | undefined): string[] {
  if (!rule) return [];
  const def = (rule as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  return [def.innerType, def.in, ...(def.options ?? [])].flatMap(enumOptions);
}

const ordinary = (word: string): unknown[] => [
  `Sample ${word}`,
  'https://example.com/sample.png',
  `sample.${word}@example.net`,
  '2026-05-01T09:00:00Z',
  '2026-05-31T18:00:00Z',
  '14/05/2026',
  '11:30',
  '14:00',
  1,
  42,
  2026,
  true,
  false,
  undefined,
];

const shapeOf = (input: z.ZodMiniType) => (input as unknown as { shape: Record<string, z.ZodMiniType> }).shape;

export async function familySample(family: SampledFamily, referenceOf: ReferenceOf): Promise<Body> {
  // Letters only: a person's name refuses digits.
  const word = randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
  const choices: Record<string, unknown[]> = {};
  for (const [field, rule] of Object.entries(shapeOf(family.input))) {
    const kind = family.references?.[field];
    const values = kind ? [await referenceOf(kind)] : [...enumOptions(rule), ...ordinary(word)];
    choices[field] = values.filter((value) => rule.safeParse(value).success);
    if (!choices[field].length) throw new Error(`familySample: no ordinary value fits ${family.type}.${field}`);
  }
  const at: Record<string, number> = Object.fromEntries(Object.keys(choices).map((field) => [field, 0]));
  for (let tries = 0; tries < 100; tries += 1) {
    const body = Object.fromEntries(Object.keys(choices).map((field) => [field, choices[field]![at[field]!]]));
    const parsed = family.input.safeParse(body);
    if (parsed.success) return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (at[field] === undefined || at[field] + 1 >= choices[field]!.length) {
        throw new Error(`familySample: ${family.type}.${field} ${issue.message}, whatever its value`);
      }
      at[field] += 1;
    }
  }
  throw new Error(`familySample: no valid ${family.type} found`);
}

/** A value of a field that changes (a text or a number). */
export const changedValue = (family: SampledFamily, field: string) =>
  shapeOf(family.input)[field]!.safeParse('Changed').success ? 'Changed' : 7;

/**
 * The field a concurrent writer changes: the first the list searches that is a text or a number of the input, else
 * the first text field.
 */
export function changedField(family: SampledFamily): string {
  const shape = shapeOf(family.input);
  const own = Object.keys(shape).filter((field) => !family.references?.[field]);
  const texts = own.filter((field) => shape[field]!.safeParse('Sample text').success);
  const numbers = own.filter((field) => shape[field]!.safeParse(7).success);
  const field = family.search?.find((name) => texts.includes(name) || numbers.includes(name)) ?? texts[0];
  if (!field) throw new Error(`changedField: ${family.type} has no text field`);
  return field;
}
