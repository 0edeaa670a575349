import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { metaOf, withMeta } from './meta';
import { isSecretSchema, secret } from './secret';

describe('withMeta', () => {
  it('returns a copy carrying the metadata and leaves the schema as it was', () => {
    const name = z.string().check(z.maxLength(3));
    const multiline = withMeta(name, { multiline: true });
    expect(metaOf(multiline)).toEqual({ multiline: true });
    expect(metaOf(name)).toBeUndefined();
    expect(multiline.safeParse('abcd').success).toBe(false);
  });

  it("adds to the metadata the schema had, as classic zod's .meta() did", () => {
    const token = secret(withMeta(z.string(), { multiline: false }));
    expect(metaOf(token)).toEqual({ multiline: false, secret: true });
    expect(isSecretSchema(z.optional(token))).toBe(true);
  });

  it('keeps an object extensible (metadata is no refinement)', () => {
    const person = withMeta(z.object({ Name: z.string() }), { title: 'Person' });
    expect(Object.keys(z.extend(person, { Age: z.number() }).shape)).toEqual(['Name', 'Age']);
  });
});
