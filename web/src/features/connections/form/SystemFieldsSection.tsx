import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Spinner from '@cloudscape-design/components/spinner';
import { isSecretFieldName, pickerOf, type ConnectionField } from '@switchboard/shared';
import { TextField, ToggleField } from './controls';
import { extraKey } from './field-labels';
import { PickedRecordField } from './PickedRecordField';
import type { ConnectionFormState } from './use-connection-form';

/** The system's own connection fields from the catalogue (String, Integer, Decimal, Boolean); all optional. */
export function SystemFieldsSection({ form }: { form: ConnectionFormState }) {
  if (form.ownFieldsLoading) return <Spinner size="normal" />;
  if (form.ownFieldsFailed) {
    return <Alert type="warning">The fields of {form.draft.SystemName} could not be loaded. Try again later.</Alert>;
  }
  return (
    <ColumnLayout columns={2}>
      {form.ownFields.map((field) => (
        <SystemField key={field.FieldName} field={field} form={form} />
      ))}
    </ColumnLayout>
  );
}

function SystemField({ field, form }: { field: ConnectionField; form: ConnectionFormState }) {
  const value = form.draft.Extra[field.FieldName] ?? '';
  const set = (next: string) => form.setExtra(field.FieldName, next);
  const description = field.FieldShortDescription || undefined;
  if (field.FieldType === 'Boolean') {
    return (
      <ToggleField
        label={field.FieldLabel}
        description={description}
        checked={value === 'true'}
        onChange={(checked) => set(String(checked))}
      />
    );
  }
  const picker = pickerOf(field.FieldName);
  if (picker) {
    return (
      <PickedRecordField
        picker={picker}
        label={field.FieldLabel}
        description={description}
        value={value}
        error={form.errors[extraKey(field.FieldName)]}
        onChange={set}
      />
    );
  }
  return (
    <TextField
      label={field.FieldLabel}
      description={description}
      optional
      secret={isSecretFieldName(field.FieldName)}
      type={field.FieldType === 'String' ? 'text' : 'number'}
      value={value}
      error={form.errors[extraKey(field.FieldName)]}
      onChange={set}
      onBlur={() => form.visit(extraKey(field.FieldName))}
    />
  );
}
