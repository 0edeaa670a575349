import { parseDayDate, type CafeteriaMenu } from '@switchboard/shared';

/** "Every Tuesday" for a menu served again each week (on its date's weekday), else "No". */
export function repeatText(menu: Pick<CafeteriaMenu, 'RepeatMenu' | 'Date'>): string {
  if (!menu.RepeatMenu) return 'No';
  const day = parseDayDate(menu.Date);
  return day ? `Every ${day.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })}` : 'Yes';
}
