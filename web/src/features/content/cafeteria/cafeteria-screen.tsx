import { dayDateToIso, isoDayProblem, type CafeteriaMenu, cafeteriaFamily } from '@switchboard/shared';
import { listLookups, type DeclaredListScreen, type LookupsOf } from '../../../components/list-screen/declared-screen';
import {
  listScreen,
  withInitial,
  type EntityFields,
  type FormValuesOf,
} from '../../../components/list-screen/entity-fields';
import { dayFromToday } from '../../../components/list-screen/form/field-codecs';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, referenceField } from '../common/common-fields';
import { multiline } from '../common/content-format';
import { familyMessages } from '../common/content-messages';
import { locationOptions } from '../common/lookup-options';
import { familyData } from '../common/content-data';
import { repeatText } from './repeat-text';
import { formatDate } from '../../../components/format/date-time';

/** dd/MM/yyyy (the API's day) as the date field's YYYY-MM-DD; '' when it is not one. */
function isoDay(dayDate: string): string {
  try {
    return dayDateToIso(dayDate);
  } catch {
    return '';
  }
}

/** Sorts dd/MM/yyyy days in time order. */
const byDay = (a: CafeteriaMenu, b: CafeteriaMenu) => isoDay(a.Date).localeCompare(isoDay(b.Date));

const cafeteriaFields = (lookups: LookupsOf<'GetCafeteria'>) =>
  ({
    ShortMenuDescription: {
      label: 'Menu',
      column: { isRowHeader: true, width: 260 },
      control: { kind: 'text', countsLength: true },
    },
    OfficeLocationID: withInitial(
      referenceField<CafeteriaMenu, CafeteriaFormValues>(
        'Office location',
        (menu) => menu.OfficeLocationID,
        locationOptions(lookups.OfficeLocations),
        lookups.loading,
        { optional: false },
      ),
      // A new menu is for the first office location.
      () => lookups.OfficeLocations?.[0]?.OfficeLocationID ?? '',
    ),
    MealType: {
      label: 'Meal',
      control: {
        kind: 'autosuggest',
        half: true,
        countsLength: true,
        initial: 'Lunch',
        options: ['Breakfast', 'Lunch', 'Dinner', 'Snack'].map((value) => ({ value })),
      },
    },
    LongMenuDescription: {
      label: 'Full menu',
      detail: (menu) => multiline(menu.LongMenuDescription),
      column: { hiddenByDefault: true },
      control: { kind: 'textarea', optional: true, rows: 5, countsLength: true },
    },
    Date: {
      label: 'Date',
      show: (menu) => formatDate(menu.Date, 'dd/MM/yyyy'),
      column: { sortingComparator: byDay },
      control: { kind: 'date', half: true, initial: () => dayFromToday() },
    },
    OpenTime: {
      label: 'Open time',
      control: { kind: 'time', half: true, constraintText: '24-hour clock.', initial: '11:30' },
    },
    CloseTime: {
      label: 'Close time',
      control: { kind: 'time', half: true, constraintText: 'After it opens.', initial: '14:00' },
    },
    RepeatMenu: {
      label: 'Repeats weekly',
      show: repeatText,
      column: { sortingField: 'RepeatMenu', filterText: repeatText },
      control: { kind: 'toggle', placeholder: 'Served again every week on this weekday' },
    },
    CafeteriaMenuID: { label: 'Menu ID' },
    ...auditFields<CafeteriaMenu, CafeteriaFormValues>(),
  }) satisfies EntityFields<CafeteriaMenu, CafeteriaFormValues, string>;

const FORM_KEYS = [
  'OfficeLocationID',
  'ShortMenuDescription',
  'MealType',
  'Date',
  'OpenTime',
  'CloseTime',
  'LongMenuDescription',
  'RepeatMenu',
] as const;

export type CafeteriaFormValues = FormValuesOf<(typeof FORM_KEYS)[number]>;

/** Cafeteria menus (spec part 2 §2): one office location's meal on one day, open from one time to a later one. */
export function cafeteriaScreen(
  lookups: LookupsOf<'GetCafeteria'>,
): ListScreenConfig<CafeteriaMenu, CafeteriaFormValues> {
  return listScreen({
    fields: cafeteriaFields(lookups),
    data: familyData<CafeteriaMenu>(cafeteriaFamily),
    table: {
      id: 'cafeteria',
      title: 'Cafeteria menus',
      description: 'What each office location serves, newest first.',
      noun: 'cafeteria menu',
      itemId: (menu) => menu.CafeteriaMenuID,
      itemLabel: (menu) => menu.ShortMenuDescription,
      columns: [
        'ShortMenuDescription',
        'OfficeLocationID',
        'MealType',
        'Date',
        'OpenTime',
        'CloseTime',
        'RepeatMenu',
        'LongMenuDescription',
      ],
    },
    form: {
      fields: FORM_KEYS,
      // The day is checked as typed (2026-02-30 is refused, not moved into March), by the shared rule.
      extraErrors: (values) => ({ Date: isoDayProblem(values.Date) }),
    },
    details: ['CafeteriaMenuID', ...FORM_KEYS, ...AUDIT_DETAILS],
    messages: familyMessages(cafeteriaFamily),
  });
}

/** /content/cafeteria, as the registry renders it. */
export default {
  useLookups: listLookups('GetCafeteria'),
  config: cafeteriaScreen,
} satisfies DeclaredListScreen<LookupsOf<'GetCafeteria'>>;
