import TimeInput from '@cloudscape-design/components/time-input';
import { useId } from 'react';
import { DateField } from './DateField';
import { joinDateTime, splitDateTime } from './date-time-value';
import './date-field.css';

interface Props {
  /** The id of the field's visible label: the time part is named after it ("Release time (time of day)"). */
  labelId?: string;
  /** YYYY-MM-DDTHH:mm (local time); either part may be missing while the user types. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  readOnly?: boolean;
  ariaRequired?: boolean;
}

/**
 * A moment as a day (typed YYYY-MM-DD or picked from the calendar, see DateField) and a time of day (HH:mm, 24-hour
 * clock) side by side. The day takes the form field's label; the time part is labelled on its own, so the two
 * inputs never share an id or a name.
 */
export function DateTimeField({ labelId, value, onChange, onBlur, invalid, readOnly, ariaRequired }: Props) {
  const { day, time } = splitDateTime(value);
  const timeId = useId();
  const timeLabelId = useId();
  return (
    <div className="sb-date-time-field">
      <div className="sb-date-time-field__day">
        <DateField
          value={day}
          invalid={invalid}
          readOnly={readOnly}
          ariaRequired={ariaRequired}
          onBlur={onBlur}
          onChange={(next) => onChange(joinDateTime(next, time))}
        />
      </div>
      <div className="sb-date-time-field__time">
        <span id={timeLabelId} className="sb-date-time-field__time-label">
          (time of day)
        </span>
        <TimeInput
          controlId={timeId}
          ariaLabelledby={labelId ? `${labelId} ${timeLabelId}` : timeLabelId}
          format="hh:mm"
          placeholder="hh:mm"
          value={time}
          invalid={invalid}
          readOnly={readOnly}
          ariaRequired={ariaRequired}
          onBlur={onBlur}
          onChange={(event) => onChange(joinDateTime(day, event.detail.value))}
        />
      </div>
    </div>
  );
}
