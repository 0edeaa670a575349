import type { ReactNode } from 'react';
import type * as z from 'zod/mini';

/** What a form holds while the user types: every field as text (converted to the request body on save). */
export type FormValues = Record<string, string>;

export interface FieldOption {
  value: string;
  label?: string;
  description?: string;
}

/** `toggle` holds 'true' or 'false'; `secret` is a text typed unseen (a password, an encrypted value). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'autosuggest'
  | 'date'
  | 'toggle'
  | 'secret'
  /** A moment: a day (YYYY-MM-DD, typed or picked) and a time (HH:mm), held as YYYY-MM-DDTHH:mm local time. */
  | 'datetime'
  /** A time of day, HH:mm (24-hour clock). */
  | 'time';

/**
 * How a kind's value travels: a new record's value, a record's value as the form's text, and that text as the request
 * body's value (form/field-codecs.ts holds each kind's).
 */
export interface FieldCodec {
  empty: () => string;
  /** Given the whole record too, for a value it does not store as such (e.g. the category of its system). */
  fromItem: (value: unknown, item?: unknown) => string;
  /** Given the form's other values too, for a value that depends on them (e.g. a period its grain does not name). */
  toBody: (value: string, values: FormValues) => unknown;
}

/** How a field is edited: its control and hints (its name and label come from the field). */
export interface FieldControlSpec<V extends FormValues = FormValues> {
  kind: FieldKind;
  /** The form's label when it is not the field's (e.g. "Field type" where the column says "Type"). */
  label?: string;
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
  /** Shown under the control, from its value (e.g. the image an address points at). */
  preview?: (value: string, invalid: boolean) => ReactNode;
  /**
   * The constraint text counts the characters as they are typed ("12/200 characters"), up to the create schema's
   * maximum length (listScreen reads it; `maxLength` is what the form is given).
   */
  countsLength?: boolean;
  /** The length limit the count shows (set from the schema by listScreen when `countsLength`). */
  maxLength?: number;
  /** A new record's value when it is not the kind's empty value (e.g. 'General', a moment a week from now). */
  initial?: string | (() => string);
  /** The field's own codec where its kind's does not fit (form/field-codecs.ts), in part or whole. */
  codec?: Partial<FieldCodec>;
  /** A text area's height in lines (default 3). */
  rows?: number;
  /** A number's step (default 0.01; 1 for whole numbers). */
  step?: number;
  /** Not shown (e.g. a period field another choice makes irrelevant); usually set by `dynamic`. */
  hidden?: boolean;
  /** Applied to what the user types (e.g. upper-case a currency code). */
  normalize?: (value: string) => string;
  /** What depends on the other values (e.g. a system's options on the chosen category, a control on a type). */
  // A method, so a field of a form's own values stays assignable to a field of FormValues (parameter bivariance).
  dynamic?(values: V): Partial<Omit<FieldSpec<V>, 'key' | 'dynamic'>>;
  /**
   * A control of the entity's own in place of the kind's (e.g. a list of questions, a JSON tree editor): it edits
   * the field's text value like any other, inside the same FormField (label, error, constraint).
   */
  render?(props: CustomControlProps<V>): ReactNode;
}

/** What a custom control (`render`) is given: its value, the form's values, and how to change and leave it. */
export interface CustomControlProps<V extends FormValues = FormValues> {
  value: string;
  values: V;
  invalid: boolean;
  readOnly: boolean;
  /** The label of the field, for the control's own aria labels. */
  label: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface FieldSpec<V extends FormValues = FormValues> extends FieldControlSpec<V> {
  key: keyof V & string;
  label: string;
}

export interface EntityForm<T, V extends FormValues> {
  fields: readonly FieldSpec<V>[];
  /** Values of a new record. */
  empty: () => V;
  fromItem: (item: T) => V;
  /** The request schemas of the create and update routes (the server validates with the same ones). */
  createSchema: z.ZodMiniType;
  updateSchema: z.ZodMiniType;
  toCreateBody: (values: V) => unknown;
  toUpdateBody: (values: V, item: T) => unknown;
  /** Rules beyond the schema (e.g. a field only one role must fill), by field. */
  extraErrors?: (values: V, mode: 'create' | 'edit') => Partial<Record<keyof V & string, string>>;
  /** Adjusts the values after one changed (e.g. clears a system that is not of the newly chosen category). */
  adjust?: (values: V, changed: keyof V & string) => V;
}
