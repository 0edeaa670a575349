import fc from 'fast-check';

/**
 * The fuzz's inputs: a valid input with ONE breaking change (the case the fuzz names, e.g. "bidi override in
 * Category"), dressed with harmless additions (unknown fields, __proto__ and constructor keys). What is breaking is
 * decided by the oracle (oracle.ts), so a change that happens to be acceptable is simply not sent.
 */
export interface FuzzCase {
  name: string;
  body?: unknown;
  rawBody?: string;
  rawQuery?: string;
}

type Json = Record<string, unknown>;

export const CONTROLS = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u001b[31m',
  '\r',
  '\r\nBcc: victim@example.com',
  '\u007f',
  '\u0085',
];
export const BIDI = [
  '\u202e',
  '\u202d',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ud800',
  '\udfff',
];
export const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE Entities; --',
  '{"$ne":null}',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  'javascript:alert(1)',
  '=HYPERLINK("https://evil.example")',
  'http://169.254.169.254/latest/meta-data/',
  'ORG#2a9b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c50#Invoice',
  'ſelect',
  '\u0130nvoice',
];

const ONE_MB = 1_000_000;
const deep = (levels: number, asArray: boolean): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = asArray ? [value] : { a: value };
  return value;
};

const insertInto = (text: string, inserted: string, at: number) => {
  const base = text || 'text';
  const position = at % (base.length + 1);
  return base.slice(0, position) + inserted + base.slice(position);
};

const wrongTypes = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
);

/** The breaking changes of one value, by what it is, each as [case kind, arbitrary of the new value]. */
function changesOf(value: unknown, longText: number): [string, fc.Arbitrary<unknown>][] {
  const changes: [string, fc.Arbitrary<unknown>][] = [
    ['wrong type', wrongTypes],
    ['injection string', fc.constantFrom(...INJECTIONS)],
    ['deep nesting', fc.boolean().map((asArray) => deep(1000, asArray))],
  ];
  if (typeof value === 'number' || typeof value === 'boolean') {
    changes.push(['number as text', fc.constantFrom(String(value), ` ${String(value)}`, `${String(value)}0e0`)]);
  }
  if (typeof value === 'string' || value === undefined) {
    const text = typeof value === 'string' ? value : '';
    changes.push(
      ['over long text', fc.nat().map((n) => `${'x'.repeat(longText)}${String(n)}`)],
      ['control character', fc.tuple(fc.constantFrom(...CONTROLS), fc.nat()).map(([c, at]) => insertInto(text, c, at))],
      ['bidi override', fc.tuple(fc.constantFrom(...BIDI), fc.nat()).map(([c, at]) => insertInto(text, c, at))],
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    changes.push(['array for object', fc.constant([value])]);
  return changes;
}

/** Harmless additions: unknown fields, and keys that would pollute prototypes if merged naively. */
const dressing = fc.record({
  extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  proto: fc.boolean(),
  constructorKey: fc.boolean(),
});

function dress(input: Json, d: { extra: Json; proto: boolean; constructorKey: boolean }): Json {
  const dressed: Json = { ...d.extra, ...input };
  if (d.proto)
    Object.defineProperty(dressed, '__proto__', { value: { isAdmin: true, Role: 'PlatformAdmin' }, enumerable: true });
  if (d.constructorKey) dressed['constructor'] = { prototype: { polluted: 'yes' } };
  return dressed;
}

/**
 * Bodies: one field changed or removed, or the body itself replaced by something that is not the object. Only the
 * fields the schema declares are changed when it declares any: a change to a field it ignores (DeleteHelp's body is
 * the whole entry, only its HelpID is read) must be accepted, so such a case is never sent; the dressing's unknown
 * fields stand for them. Otherwise 91 % of DeleteHelp's cases were such, and `npm run fuzz` could not reach its
 * 2,000 cases to send.
 */
export function bodyCases(valid: Json, fields: string[]): fc.Arbitrary<FuzzCase> {
  const keys = [...new Set([...Object.keys(valid), ...fields])].filter((key) => !fields.length || fields.includes(key));
  const perField = keys.flatMap((field) => [
    fc.tuple(fc.constant(field), dressing).map(([f, d]): FuzzCase => {
      const rest = { ...valid };
      delete rest[f];
      return { name: `missing ${f}`, body: dress(rest, d) };
    }),
    ...changesOf(valid[field], ONE_MB).map(([kind, arbitrary]) =>
      fc
        .tuple(arbitrary, dressing)
        .map(([value, d]): FuzzCase => ({ name: `${kind} in ${field}`, body: dress({ ...valid, [field]: value }, d) })),
    ),
  ]);
  const whole: fc.Arbitrary<FuzzCase>[] = [
    fc.constant({ name: 'body is an array', body: [valid] }),
    fc
      .oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null))
      .map((body) => ({ name: 'body is not an object', body })),
    fc
      .constantFrom('{', '{"a":', "{'a':1}", '[1,]', 'undefined', '\u0000', '{"a":1}{"b":2}')
      .map((rawBody) => ({ name: 'body is not JSON', rawBody })),
    fc.boolean().map((asArray) => ({ name: 'body nested 1000 deep', body: deep(1000, asArray) })),
  ];
  return fc.oneof(...perField, ...whole);
}

const encode = (text: string) =>
  [...text]
    .map((char) => (char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '%ED%A0%80' : encodeURIComponent(char)))
    .join('');
const queryText = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

/** Query strings: one parameter changed, removed or repeated, plus unknown and prototype-polluting parameters. */
export function queryCases(valid: Record<string, string>, fields: string[], longText: number): fc.Arbitrary<FuzzCase> {
  const keys = [...new Set([...Object.keys(valid), ...fields])];
  const extra = fc.record({
    pairs: fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 10 })), {
      maxLength: 3,
    }),
    proto: fc.boolean(),
  });
  const withExtra = (
    name: string,
    pairs: [string, string][],
    e: { pairs: [string, string][]; proto: boolean },
  ): FuzzCase => ({
    name,
    rawQuery: queryText([
      ...e.pairs,
      ...pairs,
      ...(e.proto
        ? ([
            ['__proto__[isAdmin]', 'true'],
            ['constructor[prototype][polluted]', 'yes'],
          ] as [string, string][])
        : []),
    ]),
  });
  const others = (field: string) => Object.entries(valid).filter(([k]) => k !== field);
  const perField = keys.flatMap((field) => {
    const text = valid[field] ?? '';
    const values: [string, fc.Arbitrary<string>][] = [
      ['injection string', fc.constantFrom(...INJECTIONS)],
      ['over long text', fc.nat().map((n) => `${'x'.repeat(longText)}${n}`)],
      ['control character', fc.tuple(fc.constantFrom(...CONTROLS), fc.nat()).map(([c, at]) => insertInto(text, c, at))],
      ['bidi override', fc.tuple(fc.constantFrom(...BIDI), fc.nat()).map(([c, at]) => insertInto(text, c, at))],
      ['wrong format', fc.string({ maxLength: 40 })],
    ];
    return [
      extra.map((e) => withExtra(`missing ${field}`, others(field), e)),
      extra.map((e) => withExtra(`repeated ${field}`, [...others(field), [field, text], [field, `${text}x`]], e)),
      ...values.map(([kind, arbitrary]) =>
        fc
          .tuple(arbitrary, extra)
          .map(([value, e]) => withExtra(`${kind} in ${field}`, [...others(field), [field, value]], e)),
      ),
    ];
  });
  return fc.oneof(...perField);
}
