import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useId } from 'react';
import type { FieldSpec } from '../types';
import { FieldControl } from './FieldControl';

interface Props {
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  errors: Record<string, string>;
  editing: boolean;
  onChange: (key: string, value: string) => void;
  onVisit: (key: string) => void;
}

/** Lays out a form's fields: consecutive half-width fields share a row. */
export function EntityFormFields({ fields: declared, values, errors, editing, onChange, onVisit }: Props) {
  // The fields' ids: a control made of several inputs names its parts after the field's label (its id).
  const formId = useId();
  const fields = declared
    .map((field) => (field.dynamic ? { ...field, ...field.dynamic(values) } : field))
    .filter((field) => !field.hidden);
  const rows: FieldSpec[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.half && last?.length === 1 && last[0]!.half) last.push(field);
    else rows.push([field]);
  }

  const render = (field: FieldSpec) => (
    <FormField
      key={field.key}
      label={
        field.optional ? (
          <>
            {field.label} <i>- optional</i>
          </>
        ) : (
          field.label
        )
      }
      description={field.description}
      controlId={`${formId}${field.key}`}
      constraintText={field.constraintText}
      characterCountText={characterCount(field, values[field.key] ?? '')}
      errorText={errors[field.key]}
      stretch
    >
      {field.render ? (
        field.render({
          value: values[field.key] ?? '',
          values,
          invalid: Boolean(errors[field.key]),
          readOnly: editing && Boolean(field.readOnlyWhenEditing),
          label: field.label,
          onChange: (value) => onChange(field.key, value),
          onBlur: () => onVisit(field.key),
        })
      ) : (
        <FieldControl
          field={field}
          labelId={`${formId}${field.key}-label`}
          value={values[field.key] ?? ''}
          invalid={Boolean(errors[field.key])}
          readOnly={editing && Boolean(field.readOnlyWhenEditing)}
          onChange={(value) => onChange(field.key, value)}
          onBlur={() => onVisit(field.key)}
        />
      )}
      {field.preview?.(values[field.key] ?? '', Boolean(errors[field.key]))}
    </FormField>
  );

  return (
    <SpaceBetween size="l">
      {rows.map((row) =>
        row.length === 2 || row[0]!.half ? (
          <ColumnLayout key={row.map((field) => field.key).join('+')} columns={2}>
            {row.map(render)}
          </ColumnLayout>
        ) : (
          render(row[0]!)
        ),
      )}
    </SpaceBetween>
  );
}

/** With a length limit, the count of what is typed so far ("12/200 characters"). */
function characterCount(field: FieldSpec, value: string) {
  if (field.maxLength === undefined) return undefined;
  return `${value.length.toLocaleString('en')}/${field.maxLength.toLocaleString('en')} characters`;
}
