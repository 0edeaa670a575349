import Button from '@cloudscape-design/components/button';
import { logTypeLabel } from './log-type-label';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SEARCH_MAX, type LogType } from '@switchboard/shared';
import { useState } from 'react';
import { useRoute } from '../../api/use-route';
import type { LogFilters } from './log-query';

const ALL = { value: '', label: 'All types' };

const checkRange: DateRangePickerProps.ValidationFunction = (range) => {
  if (range?.type !== 'absolute') return { valid: false, errorMessage: 'Choose a start and an end date.' };
  if (!range.startDate || !range.endDate) return { valid: false, errorMessage: 'Choose a start and an end date.' };
  return range.endDate < range.startDate
    ? { valid: false, errorMessage: 'The end must not be before the start.' }
    : { valid: true };
};

/** Date range, log type and detail text; applied together by Search (each applied filter asks the server). */
export function LogFiltersForm({ value, onApply }: { value: LogFilters; onApply: (filters: LogFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const types = useRoute('LogTypes');
  const options = [ALL, ...(types.data ?? []).map((type) => ({ value: type, label: logTypeLabel(type) }))];
  // The server's own rule for Detail (at most 200 characters), said here rather than sent and refused.
  const detailProblem = draft.detail.trim().length > SEARCH_MAX ? `At most ${SEARCH_MAX} characters.` : undefined;
  const apply = () => {
    if (!detailProblem) onApply({ ...draft, detail: draft.detail.trim() });
  };
  return (
    <form onSubmit={(event) => (event.preventDefault(), apply())}>
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField label="Date range">
          <DateRangePicker
            rangeSelectorMode="absolute-only"
            dateOnly
            // The chosen range as the console writes days ("22 November 2026": Cloudscape's closest to "22 Nov 2026").
            absoluteFormat="long-localized"
            locale="en-GB"
            value={{ type: 'absolute', startDate: draft.start, endDate: draft.end }}
            onChange={({ detail }) => {
              if (detail.value?.type === 'absolute') {
                setDraft({
                  ...draft,
                  start: detail.value.startDate.slice(0, 10),
                  end: detail.value.endDate.slice(0, 10),
                });
              }
            }}
            relativeOptions={[]}
            isValidRange={checkRange}
            placeholder="Choose a date range"
          />
        </FormField>
        <FormField label="Log type">
          <Select
            selectedOption={options.find((option) => option.value === draft.type) ?? ALL}
            options={options}
            onChange={({ detail }) => setDraft({ ...draft, type: (detail.selectedOption.value ?? '') as LogType | '' })}
            statusType={types.isPending ? 'loading' : 'finished'}
          />
        </FormField>
        <FormField label="Detail" errorText={detailProblem}>
          <Input
            type="search"
            value={draft.detail}
            placeholder="Text, email or module"
            onChange={({ detail }) => setDraft({ ...draft, detail: detail.value })}
          />
        </FormField>
        <Button variant="primary" formAction="submit">
          Search
        </Button>
      </SpaceBetween>
    </form>
  );
}
