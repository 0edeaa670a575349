import { newsInput, newsUpdate } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type { FieldSpec, FormValues } from '../form-types';
import { maxLengthOf } from '../schema-reading';
import { derivedMappers, withSchemaLengths } from './derived-form';
import { dayFromToday, kindCodecs, trimmed, unsetWhenEmpty } from './field-codecs';

describe('each control kind owns its value codec', () => {
  it('round-trips what a record stores through the form and back into a body', () => {
    const stored: [keyof typeof kindCodecs, unknown, string][] = [
      ['text', 'Summer party', 'Summer party'],
      ['textarea', 'one\ntwo', 'one\ntwo'],
      ['select', 'Draft', 'Draft'],
      ['autosuggest', 'Lunch', 'Lunch'],
      ['secret', '••••••', '••••••'],
      ['time', '11:30', '11:30'],
      ['number', 12.5, '12.5'],
      ['toggle', true, 'true'],
      ['toggle', false, 'false'],
      // The spec's dd/MM/yyyy on the wire, the picker's YYYY-MM-DD in the form.
      ['date', '14/09/2026', '2026-09-14'],
    ];
    for (const [kind, value, text] of stored) {
      const codec = kindCodecs[kind];
      expect(codec.fromItem(value), kind).toBe(text);
      expect(codec.toBody(text, {}), kind).toEqual(value);
    }
    const moment = new Date(2026, 5, 1, 8, 0).toISOString();
    expect(kindCodecs.datetime.fromItem(moment)).toBe('2026-06-01T08:00');
    expect(kindCodecs.datetime.toBody('2026-06-01T08:00', {})).toBe(moment);
  });

  it('has an empty value per kind, and sends what is not typed (yet) as the schema expects it', () => {
    expect(kindCodecs.text.empty()).toBe('');
    expect(kindCodecs.toggle.empty()).toBe('false');
    expect(kindCodecs.number.toBody(' ', {})).toBeUndefined();
    expect(kindCodecs.date.toBody('', {})).toBeUndefined();
    // A day or moment typed halfway is sent as typed: the field's own rule names what is missing.
    expect(kindCodecs.date.toBody('2026-02-30', {})).toBe('2026-02-30');
    expect(kindCodecs.datetime.toBody('2026-06-01T', {})).toBe('2026-06-01T');
    expect(kindCodecs.text.fromItem(undefined)).toBe('');
    expect(unsetWhenEmpty.toBody!('', {})).toBeUndefined();
    expect(trimmed.toBody!(' https://example.com/a.png ', {})).toBe('https://example.com/a.png');
    expect(dayFromToday(0)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a form derived from its fields', () => {
  const fields: FieldSpec<FormValues>[] = [
    { key: 'ShortDescription', label: 'Short description', kind: 'text', countsLength: true },
    { key: 'NewsType', label: 'Type', kind: 'autosuggest', initial: 'General' },
    { key: 'ReleaseTime', label: 'Release time', kind: 'datetime', initial: () => '2026-06-01T08:00' },
    { key: 'Active', label: 'Active', kind: 'toggle', initial: 'true' },
    { key: 'LongDescription', label: 'Long description', kind: 'textarea', codec: { toBody: (v) => v.toUpperCase() } },
  ];
  const form = derivedMappers(fields, { create: newsInput, update: newsUpdate });

  it('opens with each field’s initial value or its kind’s empty one', () => {
    expect(form.empty()).toEqual({
      ShortDescription: '',
      NewsType: 'General',
      ReleaseTime: '2026-06-01T08:00',
      Active: 'true',
      LongDescription: '',
    });
  });

  it('reads a record into the form and sends the update as the create body plus the id and Version', () => {
    const release = new Date(2026, 5, 1, 8, 0).toISOString();
    const item = {
      NewsID: 'n-1',
      Version: 3,
      ShortDescription: 'Summer party',
      NewsType: 'Event',
      ReleaseTime: release,
      Active: false,
      LongDescription: 'bring a friend',
    };
    const values = form.fromItem(item);
    expect(values).toEqual({
      ShortDescription: 'Summer party',
      NewsType: 'Event',
      ReleaseTime: '2026-06-01T08:00',
      Active: 'false',
      LongDescription: 'bring a friend',
    });
    expect(form.toCreateBody(values)).toEqual({
      ShortDescription: 'Summer party',
      NewsType: 'Event',
      ReleaseTime: release,
      Active: false,
      // A field's own codec wins over its kind's.
      LongDescription: 'BRING A FRIEND',
    });
    expect(form.toUpdateBody(values, item)).toMatchObject({ NewsID: 'n-1', Version: 3, Active: false });
  });

  it('counts a text toward the maximum length its create schema checks, not one written in the web', () => {
    expect(maxLengthOf(newsInput, 'ShortDescription')).toBe(200);
    expect(maxLengthOf(newsInput, 'LongDescription')).toBe(4000);
    expect(maxLengthOf(newsInput, 'Active')).toBeUndefined();
    const [counted, plain] = withSchemaLengths(fields, newsInput);
    expect(counted).toMatchObject({ key: 'ShortDescription', maxLength: 200 });
    expect(plain!.maxLength).toBeUndefined();
  });

  it('sends only the fields its route names, and reads what the controls depend on without sending it', () => {
    const narrowed = derivedMappers<Record<string, unknown>, FormValues>(
      [
        { key: 'Category', label: 'Category', kind: 'select' },
        { key: 'ShortDescription', label: 'Short description', kind: 'text' },
      ],
      { create: newsInput, update: newsUpdate },
      { reads: ['UsageCount'] },
    );
    expect(narrowed.empty()).toEqual({ Category: '', ShortDescription: '', UsageCount: '' });
    const values = narrowed.fromItem({
      NewsID: 'n-1',
      Version: 2,
      Category: 'c-1',
      ShortDescription: 'a',
      UsageCount: 3,
    });
    expect(values).toEqual({ Category: 'c-1', ShortDescription: 'a', UsageCount: '3' });
    expect(narrowed.toCreateBody(values)).toEqual({ ShortDescription: 'a' });
    expect(narrowed.toUpdateBody(values, { NewsID: 'n-1', Version: 2 })).not.toHaveProperty('UsageCount');
    expect(narrowed.toUpdateBody(values, { NewsID: 'n-1', Version: 2 })).not.toHaveProperty('Category');
  });
});
