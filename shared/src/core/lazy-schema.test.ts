import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';
import { countZodConstructions } from './zod-constructions';

describe('the route table on a cold start', () => {
  it(
    'builds no zod schema when imported, and only the schemas of the row a request reads',
    { timeout: 60_000 },
    async () => {
      const constructions = countZodConstructions();
      // Imported after the counter is in place (this file imports nothing else of the table statically).
      const { routes } = await import('../routes');
      expect(Object.keys(routes).length).toBeGreaterThan(100);
      expect(constructions.count).toBe(0);

      const answer = routes.PostInvoice.body.safeParse({ Currency: 'EUR' });
      expect(answer.success).toBe(false);
      expect(answer.error?.issues.map((issue) => issue.path[0])).toContain('Paymentmethod');
      // The invoice body and its fields; not the other 2,000 schemas of the table.
      expect(constructions.count).toBeGreaterThan(0);
      expect(constructions.count).toBeLessThan(60);
    },
  );
});

describe('lazySchema', () => {
  const built: string[] = [];
  const fields = lazySchema(() => {
    built.push('fields');
    return { Name: z.string().check(z.minLength(1, 'must not be empty')), Age: z.optional(z.number().check(z.int())) };
  });
  const person = lazySchema(() => {
    built.push('person');
    return z.object(fields);
  });

  it('is the schema it builds, to every reader, built once on first use', () => {
    expect(built).toEqual([]);
    expect(person).toBeInstanceOf(z.ZodMiniObject);
    expect(Object.keys(person.shape)).toEqual(['Name', 'Age']);
    expect(person.parse({ Name: 'Ada', Age: 36 })).toEqual({ Name: 'Ada', Age: 36 });
    expect(person.safeParse({ Name: '' }).error?.issues[0]?.message).toBe('must not be empty');
    expect(z.extend(person, { Email: z.email() }).safeParse({ Name: 'Ada' }).success).toBe(false);
    expect(z.object({ Who: person }).parse({ Who: { Name: 'Ada' } })).toEqual({ Who: { Name: 'Ada' } });
    expect({ ...fields }.Name).toBeInstanceOf(z.ZodMiniString);
    expect(z.toJSONSchema(person).required).toEqual(['Name']);
    expect(built).toEqual(['person', 'fields']);
  });
});
