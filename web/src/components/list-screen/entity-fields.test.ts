import { invoiceInput, invoiceUpdate, routes } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { columnsOf, detailsOf, formFieldsOf, listScreen, type EntityFields } from './entity-fields';

type Row = { Id: string; Name: string; Count: number; Secret?: string };
type Values = { Name: string };

const fields = {
  Name: { label: 'Name', column: { isRowHeader: true }, control: { kind: 'text', placeholder: 'e.g. Ada' } },
  Count: { label: 'Count', show: (row) => `${row.Count} items`, column: { header: 'N' } },
  Id: { label: 'ID', detailShownIf: (row) => row.Count > 0 },
} satisfies EntityFields<Row, Values, string>;

const row: Row = { Id: 'r1', Name: 'Ada', Count: 2 };

describe('a field declared once', () => {
  it('gives its column: the label as header, its value as cell and filter text, sorting by the property', () => {
    const [name, count] = columnsOf(fields, ['Name', 'Count']);
    expect(name).toMatchObject({ id: 'Name', header: 'Name', sortingField: 'Name', isRowHeader: true });
    expect(name!.cell(row)).toBe('Ada');
    expect(name!.filterText!(row)).toBe('Ada');
    // A computed value is shown and filtered as computed, and not sorted by a property it does not have.
    expect(count).toMatchObject({ id: 'Count', header: 'N' });
    expect(count!.sortingField).toBeUndefined();
    expect(count!.cell(row)).toBe('2 items');
  });

  it('gives its form control with its label, and its details row with the same label and value', () => {
    expect(formFieldsOf(fields, ['Name'])).toEqual([
      { key: 'Name', label: 'Name', kind: 'text', placeholder: 'e.g. Ada' },
    ]);
    expect(detailsOf(fields, ['Name', 'Count', 'Id'])(row)).toEqual([
      { label: 'Name', value: 'Ada' },
      { label: 'Count', value: '2 items' },
      { label: 'ID', value: 'r1' },
    ]);
    expect(detailsOf(fields, ['Id'])({ ...row, Count: 0 })).toEqual([]);
  });

  it('validates a form with the request schemas of the routes the screen writes through', () => {
    const screen = listScreen({
      fields,
      data: { list: 'GetInvoices', create: 'PostInvoice', update: 'UpdateInvoice' },
      table: { id: 't', title: 'Rows', noun: 'row', itemId: (r) => r.Id, itemLabel: (r) => r.Name, columns: ['Name'] },
      form: {
        fields: ['Name'],
        empty: () => ({ Name: '' }),
        fromItem: (r) => ({ Name: r.Name }),
        toCreateBody: (values) => values,
        toUpdateBody: (values) => values,
      },
      details: ['Name'],
      messages: { texts: {} as never, delayMs: 1 },
    });
    expect(screen.form.createSchema).toBe(routes.PostInvoice.body);
    expect(screen.form.createSchema).toBe(invoiceInput);
    expect(screen.form.updateSchema).toBe(invoiceUpdate);
    expect(screen.table.columns.map((c) => c.id)).toEqual(['Name']);
  });
});
