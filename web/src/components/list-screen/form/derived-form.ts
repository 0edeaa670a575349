import type { EntityForm, FieldSpec, FormValues } from '../form-types';
import { maxLengthOf, shapeOf } from '../schema-reading';
import { kindCodecs } from './field-codecs';

type Mappers<T, V extends FormValues> = Pick<EntityForm<T, V>, 'empty' | 'fromItem' | 'toCreateBody' | 'toUpdateBody'>;

const codecOf = <V extends FormValues>(field: FieldSpec<V>) => ({ ...kindCodecs[field.kind], ...field.codec });

const valuesOf = <V extends FormValues>(fields: readonly FieldSpec<V>[], value: (field: FieldSpec<V>) => string) =>
  Object.fromEntries(fields.map((field) => [field.key, value(field)])) as V;

/**
 * A form's values and bodies, derived from its fields: each field's kind codec (or its own) gives its empty value,
 * its value from a record and its body value; the update body is the create body plus what the update route names
 * beyond the form's fields (the record's id and Version, what the form does not edit), read from the record.
 */
export function derivedMappers<T, V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  updateSchema: unknown,
): Mappers<T, V> {
  const edited = new Set<string>(fields.map((field) => field.key));
  const recordKeys = Object.keys(shapeOf(updateSchema)).filter((key) => !edited.has(key));
  const toCreateBody = (values: V) =>
    Object.fromEntries(fields.map((field) => [field.key, codecOf(field).toBody(values[field.key] ?? '', values)]));
  return {
    empty: () =>
      valuesOf(fields, (field) =>
        typeof field.initial === 'function' ? field.initial() : (field.initial ?? codecOf(field).empty()),
      ),
    fromItem: (item) =>
      valuesOf(fields, (field) => codecOf(field).fromItem((item as Record<string, unknown>)[field.key])),
    toCreateBody,
    toUpdateBody: (values, item) => ({
      ...toCreateBody(values),
      ...Object.fromEntries(recordKeys.map((key) => [key, (item as Record<string, unknown>)[key]])),
    }),
  };
}

/** A field that counts its characters is given its create schema's maximum length. */
export const withSchemaLengths = <V extends FormValues>(fields: FieldSpec<V>[], createSchema: unknown) =>
  fields.map((field) =>
    field.countsLength && field.maxLength === undefined
      ? { ...field, maxLength: maxLengthOf(createSchema, field.key) }
      : field,
  );
