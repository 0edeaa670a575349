import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import { parseIsoDay } from '@switchboard/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDate } from '../format/date-time';
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
 * Cloudscape's DatePicker masks and silently changes it, so it is not used for typing. Out of the box a real day
 * reads in the console's one format ("1 Mar 2026", issue 29 item 15), as Cloudscape's long-localized DateInput
 * does; in the box it is the YYYY-MM-DD being typed. The value given and sent stays YYYY-MM-DD.
 */
export function DateField({ value, onChange, onBlur, invalid, readOnly, ariaRequired, placeholder }: Props) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const [typing, setTyping] = useState(false);
  const shown = !typing && parseIsoDay(value) ? formatDate(value) : value;
  const formatted = shown !== value;
  // Focus turns "1 Mar 2026" into 2026-03-01: the whole day is selected, so what is typed replaces it (a selection
  // made on the other text, or the caret, would not survive the change).
  const [reformatted, setReformatted] = useState(false);
  useLayoutEffect(() => {
    if (reformatted) wrapper.current?.querySelector('input')?.select();
  }, [reformatted]);
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
            value={shown}
            inputMode="numeric"
            placeholder={placeholder ?? 'YYYY-MM-DD'}
            invalid={invalid}
            readOnly={readOnly}
            ariaRequired={ariaRequired}
            onFocus={() => {
              setReformatted(formatted);
              setTyping(true);
            }}
            onBlur={() => {
              setTyping(false);
              setReformatted(false);
              onBlur?.();
            }}
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
