import type { RouteName } from '@switchboard/shared';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** What a form holds while the user types: every field as text (converted to the request body on save). */
export type FormValues = Record<string, string>;

export interface ListColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** Sort by this field of the item, or with sortingComparator. */
  sortingField?: string;
  sortingComparator?: (a: T, b: T) => number;
  isRowHeader?: boolean;
  /** Starting width in px (the user can resize). */
  width?: number;
  minWidth?: number;
  /** Off until the user turns it on in the preferences. */
  hiddenByDefault?: boolean;
  /** What the text filter matches for this column (the displayed text); the column is not filtered without it. */
  filterText?: (item: T) => string;
}

export interface FieldOption {
  value: string;
  label?: string;
  description?: string;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'autosuggest' | 'date';

export interface FieldSpec<V extends FormValues = FormValues> {
  key: keyof V & string;
  label: string;
  kind: FieldKind;
  description?: string;
  constraintText?: string;
  placeholder?: string;
  /** Labelled "optional"; an empty value is sent as empty. */
  optional?: boolean;
  /** For select and autosuggest. */
  options?: readonly FieldOption[];
  optionsLoading?: boolean;
  /** Shares a row with the next half-width field. */
  half?: boolean;
  /** Shown but not changeable when editing (e.g. the billed organization). */
  readOnlyWhenEditing?: boolean;
  /** Applied to what the user types (e.g. upper-case a currency code). */
  normalize?: (value: string) => string;
  /** What depends on the other values (e.g. a system's options on the chosen category, a control on a type). */
  // A method, so a field of a form's own values stays assignable to a field of FormValues (parameter bivariance).
  dynamic?(values: V): Partial<Omit<FieldSpec<V>, 'key' | 'dynamic'>>;
}

export interface ListScreenMessages {
  loadError: string;
  createError: string;
  updateError: string;
  deleteError: string;
  created: string;
  updated: string;
  deleted: string;
}

export interface EntityForm<T, V extends FormValues> {
  fields: readonly FieldSpec<V>[];
  /** Values of a new record. */
  empty: () => V;
  fromItem: (item: T) => V;
  /** The request schemas of the create and update routes (the server validates with the same ones). */
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  toCreateBody: (values: V) => unknown;
  toUpdateBody: (values: V, item: T) => unknown;
  /** Rules beyond the schema (e.g. a field only one role must fill), by field. */
  extraErrors?: (values: V, mode: 'create' | 'edit') => Partial<Record<keyof V & string, string>>;
  /** Adjusts the values after one changed (e.g. clears a system that is not of the newly chosen category). */
  adjust?: (values: V, changed: keyof V & string) => V;
}

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** One entity's list screen: what to show, how to edit it and which routes of the route table serve it. */
export interface ListScreenConfig<T, V extends FormValues = FormValues> {
  /** Stable id: keys the saved preferences. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Singular noun for buttons and titles ("invoice"). */
  noun: string;
  routes: { list: RouteName; create?: RouteName; update?: RouteName; remove?: RouteName };
  /** The list route's query (e.g. from the page's filters or URL); a change loads the list again. */
  listQuery?: Record<string, string | undefined>;
  /** Rows from the list route's answer when it is not the array of rows (e.g. one part of it, or merged). */
  selectRows?: (answer: unknown) => T[];
  /** `page` (default): the table is the page. `section`: one of several tables on a page (h2, in a container). */
  variant?: 'page' | 'section';
  /** Controls shown beside the text filter (e.g. selects bound to the page's filters). */
  filters?: ReactNode;
  /** What the empty table says (e.g. when the page's filters leave nothing). */
  emptyText?: string;
  /** Long cells wrap instead of being cut (e.g. descriptions). */
  wrapLines?: boolean;
  /** Hides Add although a create route exists (rows are given, e.g. every setting a system has). */
  hideAdd?: boolean;
  /** The Add button's text (default "Add {noun}"), e.g. "Invite user". */
  addLabel?: string;
  /** More buttons beside Add in the table header. */
  headerActions?: ReactNode;
  /** The row's actions in place of Edit / Details / Delete (e.g. an invitation's lifecycle actions). */
  rowActions?: (item: T) => ReactNode;
  /** Width of the actions column in px (default 200: room for Edit, Details and Delete). */
  actionsWidth?: number;
  /** Other lists a change here alters (e.g. lists that show a renamed system's name). */
  invalidates?: readonly RouteName[];
  /** Rows the server does not hold yet (e.g. a setting shown unset): editing one creates it; it has no Delete. */
  isNew?: (item: T) => boolean;
  itemId: (item: T) => string;
  /** How a record is named to the user (aria labels, confirmations). */
  itemLabel: (item: T) => string;
  columns: readonly ListColumn<T>[];
  form: EntityForm<T, V>;
  details: (item: T) => DetailItem[];
  /** Why the server would refuse deleting this record, if it would: Delete shows disabled with the reason. */
  deleteDisabledReason?: (item: T) => string | undefined;
  /** The delete body (defaults to the record itself). */
  toDeleteBody?: (item: T) => unknown;
  /** The delete query (e.g. `?id=`); when set, no body is sent. */
  toDeleteQuery?: (item: T) => Record<string, string>;
  messages: ListScreenMessages;
  /** How long messages stay (the spec's delay for this entity). */
  messageDelayMs: number;
  /** Delays per kind of message where the spec sets them apart (load, create, update and delete errors, success). */
  messageDelays?: Partial<Record<MessageKind, number>>;
}

export type MessageKind = 'load' | 'create' | 'update' | 'delete' | 'success';
