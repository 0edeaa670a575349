import { routes, type RouteName } from '@switchboard/shared';
import type { ReactNode } from 'react';
import { derivedMappers, withSchemaLengths } from './form/derived-form';
import type { EntityForm, FieldControlSpec, FieldSpec, FormValues } from './form-types';
import type { ListColumn, TableDeclaration } from './table-types';
import type { DetailItem, ListData, ListMessages, ListScreenConfig } from './types';

/**
 * One field of an entity, named once: its label, how its value shows, and the hints of its column and form control.
 * The table, the form and the details view pick fields by name, so each says its label and value one way.
 */
export interface EntityField<T, V extends FormValues = FormValues> {
  label: string;
  /** The value as shown, in its cell and details row (default: the record's property of the field's name). */
  show?: (item: T) => ReactNode;
  /**
   * Column hints: id (default the name), header (default the label), sorting (default: by the property when the
   * cell shows it as it is; `sortingField: undefined` for none), filterText (default: the shown value when it is a
   * text; `filterText: undefined` for none), width…
   */
  column?: Partial<ListColumn<T>>;
  /** The details row's value when it is not `show` (e.g. a full date where the cell is short). */
  detail?: (item: T) => ReactNode;
  /** The details row shows only for the records this accepts (e.g. a count only some roles are given). */
  detailShownIf?: (item: T) => boolean;
  /** How the form edits it; validation is the create/update route's own request schema. */
  control?: FieldControlSpec<V>;
}

export type EntityFields<T, V extends FormValues, K extends string> = Record<K, EntityField<T, V>>;

const property = (key: string) => (item: unknown) => (item as Record<string, ReactNode>)[key];

function column<T>(key: string, field: EntityField<T, FormValues>): ListColumn<T> {
  const show = field.show ?? property(key);
  const hints = field.column ?? {};
  // A cell that is the record's property sorts by it; a computed one sorts only as its hints say.
  const sortsByProperty = !field.show && !hints.sortingComparator && !('sortingField' in hints);
  return {
    id: key,
    header: field.label,
    cell: show,
    // A column filters on its text when its value is a text.
    filterText: (item) => {
      const value = show(item);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    },
    ...(sortsByProperty ? { sortingField: key } : {}),
    ...hints,
  };
}

/** The columns of the named fields, in that order. */
export const columnsOf = <T, V extends FormValues, K extends string>(
  fields: EntityFields<T, V, K>,
  keys: readonly K[],
): ListColumn<T>[] => keys.map((key) => column(key, fields[key] as EntityField<T, FormValues>));

/** The form controls of the named fields, in that order. */
export const formFieldsOf = <T, V extends FormValues, K extends string>(
  fields: EntityFields<T, V, K>,
  keys: readonly (K & keyof V)[],
): FieldSpec<V>[] =>
  keys.map((key) => {
    const { label, control } = fields[key];
    if (!control) throw new Error(`field ${key} has no form control`);
    return { ...control, key, label: control.label ?? label };
  });

/** The details rows of the named fields, in that order. */
export const detailsOf =
  <T, V extends FormValues, K extends string>(fields: EntityFields<T, V, K>, keys: readonly K[]) =>
  (item: T): DetailItem[] =>
    keys
      .filter((key) => fields[key].detailShownIf?.(item) ?? true)
      .map((key) => {
        const field = fields[key];
        return { label: field.label, value: (field.detail ?? field.show ?? property(key))(item) };
      });

const requestSchema = (route: RouteName | undefined) => {
  const def = route ? (routes[route] as { body?: EntityForm<unknown, FormValues>['createSchema'] }) : undefined;
  if (route && !def?.body) throw new Error(`route ${route} takes no body to validate`);
  return def?.body;
};

/** What a declared form may leave out: its schemas are its routes', its values and bodies derived from its fields. */
type DerivedPart = 'createSchema' | 'updateSchema' | 'empty' | 'fromItem' | 'toCreateBody' | 'toUpdateBody';

/** A form's values: each of its fields' text. */
export type FormValuesOf<K extends string> = Record<K, string>;

/** A list screen declared from its fields: the table, form and details name the fields they show. */
export interface ListScreenDeclaration<T, V extends FormValues, K extends string> {
  fields: EntityFields<T, V, K>;
  data: ListData<T>;
  table: Omit<TableDeclaration<T>, 'columns'> & { columns: readonly NoInfer<K>[] };
  /**
   * The form's fields by name; its schemas are the create and update routes' request schemas unless it names its
   * own (e.g. a row that is created by its first edit validates as a create). Its values and bodies are derived from
   * the fields' codecs (form/derived-form.ts) unless it gives its own.
   */
  form: FormDeclaration<T, V, K>;
  details: readonly NoInfer<K>[];
  messages: ListMessages;
}

/** A form by its fields' names: what it derives from them (its values, bodies and schemas) it may leave out. */
export type FormDeclaration<T, V extends FormValues, K extends string> = Omit<
  EntityForm<T, V>,
  'fields' | DerivedPart
> &
  Partial<Pick<EntityForm<T, V>, DerivedPart>> & {
    fields: readonly NoInfer<K & keyof V>[];
    /** Values of the record the controls depend on but the form never sends (e.g. how many organizations use it). */
    reads?: readonly string[];
    /**
     * The update body's keys read of the record, where its schema names more than the form sends back (default:
     * what the update schema names beyond the form's fields, e.g. the id and Version).
     */
    sends?: readonly string[];
  };

/**
 * The form of the named fields: its controls, its values and bodies derived from their codecs (its own mappers win),
 * the maximum lengths it counts toward read from the create schema.
 */
export function declaredForm<T, V extends FormValues, K extends string>(
  fields: EntityFields<T, V, K>,
  { reads, sends, ...form }: FormDeclaration<T, V, K>,
  schemas: { create?: EntityForm<T, V>['createSchema']; update?: EntityForm<T, V>['updateSchema'] },
): EntityForm<T, V> {
  const create = form.createSchema ?? schemas.create;
  const update = form.updateSchema ?? schemas.update ?? create;
  const formFields = withSchemaLengths(formFieldsOf(fields, form.fields), create);
  return {
    ...derivedMappers<T, V>(formFields, { create, update }, { reads, sends }),
    ...form,
    fields: formFields,
    createSchema: create!,
    updateSchema: update!,
  };
}

export function listScreen<T, V extends FormValues, K extends string>(
  declaration: ListScreenDeclaration<T, V, K>,
): ListScreenConfig<T, V> {
  const { fields, data, table, form, details, messages } = declaration;
  return {
    data,
    messages,
    table: { ...table, columns: columnsOf(fields, table.columns) },
    form: declaredForm(fields, form, {
      create: form.createSchema ?? requestSchema(data.create),
      update: form.updateSchema ?? requestSchema(data.update),
    }),
    details: detailsOf(fields, details),
  };
}

/** The field, with a new record's value of its own (e.g. a reference to the first of its options). */
export const withInitial = <T, V extends FormValues>(
  field: EntityField<T, V>,
  initial: string | (() => string),
): EntityField<T, V> => ({ ...field, control: field.control && { ...field.control, initial } });
