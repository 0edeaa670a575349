import type { EntityForm, FieldSpec, FormValues } from '../form-types';
import { maxLengthOf, shapeOf } from '../schema-reading';
import { kindCodecs } from './field-codecs';

type Mappers<T, V extends FormValues> = Pick<EntityForm<T, V>, 'empty' | 'fromItem' | 'toCreateBody' | 'toUpdateBody'>;

const codecOf = <V extends FormValues>(field: FieldSpec<V>) => ({ ...kindCodecs[field.kind], ...field.codec });

const valuesOf = <V extends FormValues>(fields: readonly FieldSpec<V>[], value: (field: FieldSpec<V>) => string) =>
  Object.fromEntries(fields.map((field) => [field.key, value(field)])) as V;

/** A record's value as text ('' for none). */
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Whether a body of this schema carries the key (a schema whose fields cannot be read takes every key). */
const named = (schema: unknown) => {
  const keys = Object.keys(shapeOf(schema));
  return (key: string) => keys.length === 0 || keys.includes(key);
};

/**
 * A form's values and bodies, derived from its fields: each field's kind codec (or its own) gives its empty value,
 * its value from a record and its body value. A body carries the fields its route's schema names (a choice that only
 * narrows another, e.g. a setting's category, is not sent); the update body is the create body plus what the update
 * route names beyond the form's fields (the record's id and Version, what the form does not edit), read from the
 * record. `record.reads` are values of the record the form's controls depend on but never send (e.g. how many use
 * it); `record.sends` names the update's keys read of the record where the update schema names more than it sends.
 */
export function derivedMappers<T, V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  schemas: { create?: unknown; update: unknown },
  record: { reads?: readonly string[]; sends?: readonly string[] } = {},
): Mappers<T, V> {
  const edited = new Set<string>(fields.map((field) => field.key));
  const recordKeys = record.sends ?? Object.keys(shapeOf(schemas.update)).filter((key) => !edited.has(key));
  const reads = record.reads ?? [];
  const bodyOf = (schema: unknown) => {
    const sent = fields.filter((field) => named(schema)(field.key));
    return (values: V) =>
      Object.fromEntries(sent.map((field) => [field.key, codecOf(field).toBody(values[field.key] ?? '', values)]));
  };
  const toUpdateFields = bodyOf(schemas.update);
  const read = (item: T) =>
    Object.fromEntries(reads.map((key) => [key, asText((item as Record<string, unknown>)[key])]));
  return {
    empty: () => ({
      ...valuesOf(fields, (field) =>
        typeof field.initial === 'function' ? field.initial() : (field.initial ?? codecOf(field).empty()),
      ),
      ...Object.fromEntries(reads.map((key) => [key, ''])),
    }),
    fromItem: (item) => ({
      ...valuesOf(fields, (field) => codecOf(field).fromItem((item as Record<string, unknown>)[field.key], item)),
      ...read(item),
    }),
    toCreateBody: bodyOf(schemas.create ?? schemas.update),
    toUpdateBody: (values, item) => ({
      ...toUpdateFields(values),
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
