import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatIssues, id } from './fields';
import { kpiDataInput } from '../content/kpi-data';
import './input-errors';

const message = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : formatIssues(result.error, 'The body');
};

describe('refusals in words', () => {
  const body = z.object({
    Name: z.string(),
    Count: z.number().check(z.int(), z.minimum(1), z.maximum(9)),
    Kind: z.enum(['A', 'B']),
  });

  it('says what the whole body must be and what it got', () => {
    expect(message(body, [])).toBe('The body must be a JSON object with the fields Name, Count, Kind, not a list');
    expect(message(z.optional(body), 'x')).toBe(
      'The body must be a JSON object with the fields Name, Count, Kind, not text',
    );
  });

  it('says what each field must be', () => {
    expect(message(body, { Name: [], Count: 'two', Kind: 'C' })).toBe(
      'Name: must be text, not a list; Count: must be a number, not text; Kind: must be one of "A", "B"',
    );
    expect(message(body, { Name: 'n', Count: 10, Kind: 'A' })).toBe('Count: must be at most 9');
    expect(message(body, { Count: 1.5, Kind: 'A' })).toBe('Name: is required; Count: must be a whole number');
    expect(message(z.object({ Tags: z.array(z.string()).check(z.maxLength(1)) }), { Tags: ['a', 'b'] })).toBe(
      'Tags: must have at most 1 items',
    );
    expect(message(z.object({ Id: z.uuid() }), { Id: 'nope' })).toBe('Id: must be an id (GUID)');
  });

  it('says a choice left empty is required, not malformed', () => {
    expect(message(z.object({ Id: id() }), { Id: '' })).toBe('Id: is required');
    expect(message(z.object({ Id: id() }), { Id: 'nope' })).toBe('Id: must be an id (GUID)');
    // The KPI value form left empty: no KPI chosen (''), no value typed (not sent).
    expect(message(kpiDataInput, { KpiID: '', KPIGrain: 'Daily', Year: 2026, Month: 11, Day: 30 })).toBe(
      'KpiID: is required; Value: is required',
    );
  });
});
