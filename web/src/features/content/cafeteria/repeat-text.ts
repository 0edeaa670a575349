import { parseDayDate, type CafeteriaMenu } from '@switchboard/shared';
import { formatWeekday } from '../../../components/format/date-time';

/** "Every Tuesday" for a menu served again each week (on its date's weekday), else "No". */
export function repeatText(menu: Pick<CafeteriaMenu, 'RepeatMenu' | 'Date'>): string {
  if (!menu.RepeatMenu) return 'No';
  const day = parseDayDate(menu.Date);
  return day ? `Every ${formatWeekday(day)}` : 'Yes';
}
