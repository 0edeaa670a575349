import { routes, type RouteName } from '@switchboard/shared';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { withReadVersion } from './form/read-version';
import { takesLineBreaks } from './schema-reading';
import type { EntityForm, FormValues, ListScreenConfig, TableDeclaration } from './types';

/**
 * The contract test of a list screen's declaration (its ListScreenConfig) against its routes' schemas, fast: what e2e
 * checked once per screen by adding, editing and reading a record through the browser. The building blocks' flow
 * (ListScreen, its dialogs, axe) is e2e'd once on a few screens; each screen's declaration is checked here. A record
 * is typed as the user would, sent as the create body, stored as an item, read back into the form and sent as the
 * update body; its columns and details show it.
 */
export interface ScreenContract {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case pairs its own screen, item and values
  screen: ListScreenConfig<any, any>;
  /** The schema of a row as listed; by default the element of the list route's answer (none when the screen selects rows). */
  item?: z.ZodMiniType;
  idKey: string;
  /** What the user types over the form's empty values. */
  typed: Record<string, string>;
  /** The form's empty values the spec sets (e.g. a new post's likes start at 0). */
  defaults?: Record<string, string>;
  /**
   * The row the screen shows of the stored item, where the list answers more than was stored (a name beside an id)
   * or the screen derives its rows from the answer.
   */
  row?: (item: Record<string, unknown>) => Record<string, unknown>;
  /** What reading the row back into the form gives where it is not what was typed (e.g. a file chosen is not kept). */
  readBack?: Record<string, string>;
  /** Shown in the record's row (its cells) and in its details. */
  cells?: string[];
  details: string[];
  /** The spec's texts; `deleteQuestion` where the confirmation asks other than "Are you sure?" (given the label). */
  texts: { created: string; updated: string; deleted?: string; deleteQuestion?: string };
  /** Whether the screen deletes (default: when the case names a deleted text). */
  deletes?: boolean;
}

/** GUIDs, as the server's ids are. */
export const guid = (n: number) => `0000000${n}-0000-4000-8000-00000000000${n}`;

type Shaped = {
  def: { type: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown; element?: unknown };
};

/** An object schema's shape, through the wrappers (optional, pipe, refinements). */
function shapeOf(schema: z.ZodMiniType): Record<string, unknown> {
  let current = schema as unknown as Shaped | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.def.type === 'object') return current.def.shape ?? {};
    current = (current.def.innerType ?? current.def.in) as Shaped | undefined;
  }
  return {};
}

/** An object schema's keys. */
export const shapeKeys = (schema: z.ZodMiniType) => Object.keys(shapeOf(schema));

/** The item of a list route answering an array of them. */
function listItem(list: RouteName): z.ZodMiniType | undefined {
  const answer = (routes[list] as { answer?: Shaped }).answer;
  return answer?.def.type === 'array' ? (answer.def.element as z.ZodMiniType) : undefined;
}

/** What a cell or detail reads as text (line breaks kept); inside a router, as its links are. */
export const shownText = (value: unknown) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Fragment, null, value as ReactNode)))
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const blank: Record<string, unknown> = { boolean: false, number: 0, nullable: null, array: [] };

/**
 * A row as the list answers it: `fields`, and the item's other required fields as the server fills them (text, a
 * date, an id of a record it names, false, 0); optional ones stay out.
 */
export function rowOf(item: z.ZodMiniType | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  const required = Object.entries(item ? shapeOf(item) : {}).filter(([, f]) => (f as Shaped).def.type !== 'optional');
  const type = (field: unknown) => (field as Shaped).def.type;
  const filled = required.map(([key, f]) => [
    key,
    /Date/.test(key) ? '2026-01-02' : /ID$/.test(key) && type(f) === 'string' ? guid(7) : (blank[type(f)] ?? ''),
  ]);
  return { ...Object.fromEntries(filled), ...fields };
}

/** The item the server stores of a create body: the body as parsed, its id and version, and the audit fields. */
function storedItem(c: ScreenContract, item: z.ZodMiniType | undefined, body: Record<string, unknown>) {
  return rowOf(item, { ...body, [c.idKey]: body[c.idKey] ?? guid(9), Version: 1 });
}

/** The create body of `values` is within the form's create schema, and each text field's limit is the schema's. */
export function expectFormWithinCreateSchema(form: EntityForm<unknown, FormValues>, values: FormValues): void {
  const createKeys = shapeKeys(form.createSchema);
  expect(Object.keys(form.toCreateBody(values) as object).filter((key) => !createKeys.includes(key))).toEqual([]);
  expect(form.createSchema.safeParse(form.toCreateBody(values)).error?.issues ?? []).toEqual([]);
  // The form counts toward the limit ("22/20,000 characters").
  const tooLongAt = (key: string, length: number) =>
    (form.createSchema.safeParse(form.toCreateBody({ ...values, [key]: 'x'.repeat(length) })).error?.issues ?? [])
      .filter((issue) => issue.path[0] === key && issue.code === 'too_big')
      .map((issue) => issue.path[0]);
  // A field that counts its characters counts toward its schema's maximum, read from the schema.
  expect(form.fields.filter((field) => field.countsLength && field.maxLength === undefined)).toEqual([]);
  // A text area where the schema takes line breaks, and only there: Enter would type what saving refuses.
  const controlMismatch = form.fields
    .filter((field) => !field.render && (field.kind === 'textarea') !== takesLineBreaks(form.createSchema, field.key))
    .map((field) => `${field.key}: a ${field.kind} control`);
  expect(controlMismatch).toEqual([]);
  for (const field of form.fields) {
    if (field.maxLength === undefined) continue;
    expect(tooLongAt(field.key, field.maxLength), `${field.key} at its limit`).toEqual([]);
    expect(tooLongAt(field.key, field.maxLength + 1), `${field.key} over its limit`).toEqual([field.key]);
  }
}

/** A table's columns sort by fields of the row and show it (e.g. `cells`: the texts the row's cells show). */
export function expectColumnsOf<T>(table: TableDeclaration<T>, row: T, cells: readonly string[] = []): void {
  const shown = table.columns.map((column) => {
    if (column.sortingField) expect(Object.keys(row as object), column.id).toContain(column.sortingField);
    return shownText(column.cell(row));
  });
  for (const expected of cells) expect(shown.join('\n')).toContain(expected);
}

/** One describe per screen: its form within its schemas, the round trip, its columns and details, its messages. */
export function describeScreenContracts(contracts: readonly ScreenContract[]): void {
  describe.each(contracts)('the $title screen as declared', (c) => {
    const { form, table, data } = c.screen;
    const item = c.item ?? (data.selectRows ? undefined : listItem(data.list));
    const values = { ...form.empty(), ...c.typed };
    const created = form.createSchema.safeParse(form.toCreateBody(values));
    const stored = () => storedItem(c, item, created.data as Record<string, unknown>);
    const row = () => (c.row ?? ((it) => it))(stored());

    it('has form fields within its create schema, and the spec’s empty values', () => {
      expectFormWithinCreateSchema(form, values);
      expect(form.empty()).toMatchObject(c.defaults ?? {});
    });

    it('stores what was typed, reads it back into the form, and updates it within its update schema', () => {
      if (item) expect(item.safeParse(row()).error?.issues ?? []).toEqual([]);
      const back = form.fromItem(row());
      expect(back).toEqual({ ...values, ...c.readBack });
      // As the form modal sends it: with the Version the record was read at, unless the declaration sets it.
      const update = withReadVersion(form.toUpdateBody(back, row()), row()) as Record<string, unknown>;
      const updateKeys = shapeKeys(form.updateSchema);
      // What the screen sends as the update's query (e.g. PutCollectionCategory's ?id=) is not the body's.
      const inQuery = Object.values(data.toUpdateQuery?.(update) ?? {});
      const outside = Object.keys(update).filter(
        (key) => !updateKeys.includes(key) && !inQuery.includes(update[key] as string),
      );
      expect(outside).toEqual([]);
      expect(form.updateSchema.safeParse(update).error?.issues ?? []).toEqual([]);
      expect(update).toMatchObject({ [c.idKey]: row()[c.idKey] });
      // An update names the version it was read at where its schema takes one (a conflict is then a 409).
      if (updateKeys.includes('Version')) expect(update).toMatchObject({ Version: 1 });
    });

    it('shows columns of the row and details with what was typed', () => {
      const shown = row();
      expectColumnsOf(table, shown, c.cells);
      const details = c.screen
        .details(shown)
        .map((detail) => `${detail.label}: ${shownText(detail.value)}`)
        .join('\n');
      for (const expected of c.details) expect(details).toContain(expected);
    });

    it('says the spec’s messages and deletes only where the spec lets it', () => {
      expect(c.screen.messages.texts).toMatchObject({
        created: c.texts.created,
        updated: c.texts.updated,
        ...(c.texts.deleted ? { deleted: c.texts.deleted } : {}),
      });
      expect(data.remove !== undefined).toBe(c.deletes ?? c.texts.deleted !== undefined);
      const question = c.screen.messages.deleteQuestion;
      const asked = typeof question === 'function' ? question(table.itemLabel(row())) : question;
      expect(asked).toBe(c.texts.deleteQuestion);
    });
  });
}
