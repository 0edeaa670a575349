import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import { parseIsoDay } from '@switchboard/shared';
import { useRef, useState } from 'react';
import './date-field.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  readOnly?: boolean;
  ariaRequired?: boolean;
  placeholder?: string;
}

/**
 * A day typed as YYYY-MM-DD, or picked from a calendar. What is typed stays as typed: an impossible date
 * (2026-02-30) is shown as such and refused by the form's rule (isoDayProblem), never corrected into another day —
 * Cloudscape's DatePicker masks and silently changes it, so it is not used for typing.
 */
export function DateField({ value, onChange, onBlur, invalid, readOnly, ariaRequired, placeholder }: Props) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const pick = (day: string) => {
    onChange(day);
    setOpen(false);
    wrapper.current?.querySelector('input')?.focus();
  };
  return (
    <div ref={wrapper} className="sb-date-field">
      <div className="sb-date-field__row">
        <div className="sb-date-field__input">
          <Input
            value={value}
            inputMode="numeric"
            placeholder={placeholder ?? 'YYYY-MM-DD'}
            invalid={invalid}
            readOnly={readOnly}
            ariaRequired={ariaRequired}
            onBlur={onBlur}
            onChange={(event) => onChange(event.detail.value)}
          />
        </div>
        <Button
          variant="icon"
          iconName="calendar"
          ariaLabel="Open calendar"
          ariaExpanded={open}
          // Inside a form: it opens the calendar, it does not submit.
          formAction="none"
          disabled={readOnly}
          onClick={() => setOpen(!open)}
        />
      </div>
      {open && (
        <div className="sb-date-field__calendar">
          <Calendar
            value={parseIsoDay(value) ? value : ''}
            locale="en-GB"
            startOfWeek={1}
            ariaLabel="Calendar"
            onChange={(event) => pick(event.detail.value)}
          />
        </div>
      )}
    </div>
  );
}
