import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { ConnectionFieldPicker } from '@switchboard/shared';
import { useRoute } from '../../../api/use-route';
import { fieldLabel } from './controls';

interface Props {
  picker: ConnectionFieldPicker;
  label: string;
  description?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const none = { value: '', label: 'All categories' };

/** A system field that names a record of the organization: picked from those records (field-pickers.ts), by id. */
export function PickedRecordField({ label, description, value, error, onChange }: Props) {
  // One picker kind so far: the organization's collection categories.
  const categories = useRoute('CategoriesByOrganization', undefined, { staleTime: 60_000 });
  const options = [none, ...(categories.data ?? []).map((category) => ({ value: category.Id, label: category.Name }))];
  // A value saved before the picker (a name, or a category since deleted) stays visible until it is replaced.
  const chosen =
    options.find((option) => option.value === value) ??
    (value ? { value, label: `${value} (not a category of your organization)` } : none);
  return (
    <FormField label={fieldLabel(label, true)} description={description} errorText={error}>
      <Select
        selectedOption={chosen}
        options={options}
        statusType={categories.isPending ? 'loading' : categories.isError ? 'error' : 'finished'}
        loadingText="Loading the categories"
        errorText="The categories could not be loaded."
        filteringType="auto"
        invalid={Boolean(error)}
        onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}
