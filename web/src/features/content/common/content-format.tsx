import type { ReactNode } from 'react';
import { formatDateTime } from '../../../components/format/date-time';
import { YesNoBadge } from '../../../components/format/YesNoBadge';

/** A moment as the console shows every one (dd/MM/yyyy HH:mm, the user's time zone); '-' for none. */
export const moment = (iso: string): string => (iso ? formatDateTime(iso) : '-');

/** Sorts ISO moments in time order (their text sorts so, once in UTC as the API answers them). */
export const byText =
  <T,>(read: (item: T) => string) =>
  (a: T, b: T) =>
    read(a).localeCompare(read(b));

export const yesNo = (value: boolean): ReactNode => <YesNoBadge value={value} />;

/** A multi-line text as typed, its line breaks kept (details view). */
export const multiline = (text: string): ReactNode =>
  text ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span> : '-';
