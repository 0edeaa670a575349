import Select from '@cloudscape-design/components/select';
import type { FieldOption } from './types';

interface Props {
  /** Shown inline in the select and read as its name. */
  label: string;
  /** The option that turns the filter off ("All categories"). */
  allLabel: string;
  options: readonly FieldOption[];
  /** The chosen value; undefined or '' for all. */
  value: string | undefined;
  loading?: boolean;
  onChange: (value: string | undefined) => void;
}

const ALL = '';

/** One select filter of a list screen's filter bar (Cloudscape's collection select filter). */
export function SelectFilter({ label, allLabel, options, value, loading, onChange }: Props) {
  const all = { value: ALL, label: allLabel };
  const choices = [all, ...options.map((option) => ({ ...option, label: option.label ?? option.value }))];
  const selected = choices.find((option) => option.value === (value ?? ALL)) ?? {
    value: value ?? ALL,
    label: value || allLabel,
  };
  return (
    <div className="sb-select-filter">
      <Select
        inlineLabelText={label}
        selectedOption={selected}
        options={choices}
        filteringType={choices.length > 8 ? 'auto' : 'none'}
        statusType={loading ? 'loading' : 'finished'}
        loadingText="Loading options"
        empty="No options"
        onChange={(event) => onChange(event.detail.selectedOption.value || undefined)}
      />
    </div>
  );
}
