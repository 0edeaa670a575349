import Autosuggest from '@cloudscape-design/components/autosuggest';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import TimeInput from '@cloudscape-design/components/time-input';
import Toggle from '@cloudscape-design/components/toggle';
import { DateField } from '../../forms/DateField';
import { DateTimeField } from '../../forms/DateTimeField';
import { choosePlaceholder } from '../../forms/field-wording';
import type { FieldSpec } from '../types';

interface Props {
  field: FieldSpec;
  /** The id of the field's visible label (Cloudscape FormField: `{controlId}-label`). */
  labelId?: string;
  value: string;
  invalid: boolean;
  readOnly: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The Cloudscape control of one form field (its label comes from the surrounding FormField). */
export function FieldControl({ field, labelId, value, invalid, readOnly, onChange, onBlur }: Props) {
  const change = (next: string) => onChange(field.normalize ? field.normalize(next) : next);
  const common = { invalid, onBlur, ariaRequired: !field.optional };

  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={value}
          rows={field.rows ?? 3}
          readOnly={readOnly}
          placeholder={field.placeholder}
          onChange={(event) => change(event.detail.value)}
        />
      );
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          step={field.step ?? 0.01}
          value={value}
          readOnly={readOnly}
          placeholder={field.placeholder}
          onChange={(event) => change(event.detail.value)}
        />
      );
    case 'select': {
      const options = (field.options ?? []).map((option) => ({ ...option, label: option.label ?? option.value }));
      return (
        <Select
          {...common}
          selectedOption={options.find((option) => option.value === value) ?? null}
          options={options}
          placeholder={field.placeholder ?? choosePlaceholder(field.label)}
          statusType={field.optionsLoading ? 'loading' : 'finished'}
          loadingText="Loading options"
          empty="No options"
          filteringType={options.length > 8 ? 'auto' : 'none'}
          readOnly={readOnly}
          onChange={(event) => change(event.detail.selectedOption.value ?? '')}
        />
      );
    }
    case 'autosuggest':
      return (
        <Autosuggest
          {...common}
          value={value}
          options={(field.options ?? []).map((option) => ({ ...option }))}
          enteredTextLabel={(text) => `Use "${text}"`}
          placeholder={field.placeholder}
          empty="No matches"
          readOnly={readOnly}
          onChange={(event) => change(event.detail.value)}
        />
      );
    case 'toggle':
      return (
        <Toggle
          checked={value === 'true'}
          readOnly={readOnly}
          onChange={(event) => change(String(event.detail.checked))}
        >
          {field.placeholder}
        </Toggle>
      );
    case 'secret':
      return (
        <Input
          {...common}
          type="password"
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          placeholder={field.placeholder}
          onChange={(event) => change(event.detail.value)}
        />
      );
    case 'date':
      return (
        <DateField {...common} value={value} placeholder={field.placeholder} readOnly={readOnly} onChange={change} />
      );
    case 'datetime':
      return <DateTimeField {...common} labelId={labelId} value={value} readOnly={readOnly} onChange={change} />;
    case 'time':
      return (
        <TimeInput
          {...common}
          format="hh:mm"
          placeholder={field.placeholder ?? 'hh:mm'}
          value={value}
          readOnly={readOnly}
          onChange={(event) => change(event.detail.value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={value}
          readOnly={readOnly}
          placeholder={field.placeholder}
          onChange={(event) => change(event.detail.value)}
        />
      );
  }
}
