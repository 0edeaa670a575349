import { dayDateToIso, isoDayProblem, isoToDayDate, messages, type CafeteriaMenu } from '@switchboard/shared';
import { listScreen, type EntityFields } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, referenceField } from '../common/common-fields';
import { multiline } from '../common/content-format';
import { contentMessages } from '../common/content-messages';
import { locationOptions, type ContentLookups } from '../common/lookup-options';
import { contentData } from '../common/content-data';
import { repeatText } from './repeat-text';
import { formatDate } from '../../../components/format/date-time';

export type CafeteriaFormValues = {
  OfficeLocationID: string;
  MealType: string;
  ShortMenuDescription: string;
  LongMenuDescription: string;
  Date: string;
  OpenTime: string;
  CloseTime: string;
  RepeatMenu: string;
};

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

const cafeteriaFields = (lookups: ContentLookups) =>
  ({
    ShortMenuDescription: {
      label: 'Menu',
      column: { isRowHeader: true, width: 260 },
      control: { kind: 'text', maxLength: 200 },
    },
    OfficeLocationID: referenceField<CafeteriaMenu, CafeteriaFormValues>(
      'Office location',
      (menu) => menu.OfficeLocationID,
      locationOptions(lookups.locations),
      lookups.loading,
      { optional: false },
    ),
    MealType: {
      label: 'Meal',
      control: {
        kind: 'autosuggest',
        half: true,
        maxLength: 50,
        options: ['Breakfast', 'Lunch', 'Dinner', 'Snack'].map((value) => ({ value })),
      },
    },
    LongMenuDescription: {
      label: 'Full menu',
      detail: (menu) => multiline(menu.LongMenuDescription),
      column: { hiddenByDefault: true },
      control: { kind: 'textarea', optional: true, rows: 5, maxLength: 4000 },
    },
    Date: {
      label: 'Date',
      show: (menu) => formatDate(menu.Date, 'dd/MM/yyyy'),
      column: { sortingComparator: byDay },
      control: { kind: 'date', half: true },
    },
    OpenTime: { label: 'Open time', control: { kind: 'time', half: true, constraintText: '24-hour clock.' } },
    CloseTime: { label: 'Close time', control: { kind: 'time', half: true, constraintText: 'After it opens.' } },
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

const body = (values: CafeteriaFormValues) => ({
  ...values,
  Date: isoDayProblem(values.Date) ? values.Date : isoToDayDate(values.Date),
  RepeatMenu: values.RepeatMenu === 'true',
});

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Cafeteria menus (spec part 2 §2): one office location's meal on one day, open from one time to a later one. */
export function cafeteriaScreen(lookups: ContentLookups): ListScreenConfig<CafeteriaMenu, CafeteriaFormValues> {
  return listScreen({
    fields: cafeteriaFields(lookups),
    data: contentData<CafeteriaMenu>(
      {
        list: 'GetCafeteria',
        rowsKey: 'Cafeterias',
        create: 'AddCafeteria',
        update: 'UpdateCafeteria',
        remove: 'DeleteCafeteria',
      },
      (menu) => menu.CafeteriaMenuID,
    ),
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
      empty: () => ({
        OfficeLocationID: lookups.locations?.[0]?.OfficeLocationID ?? '',
        MealType: 'Lunch',
        ShortMenuDescription: '',
        LongMenuDescription: '',
        Date: today(),
        OpenTime: '11:30',
        CloseTime: '14:00',
        RepeatMenu: 'false',
      }),
      fromItem: (menu) => ({
        OfficeLocationID: menu.OfficeLocationID,
        MealType: menu.MealType,
        ShortMenuDescription: menu.ShortMenuDescription,
        LongMenuDescription: menu.LongMenuDescription,
        Date: isoDay(menu.Date),
        OpenTime: menu.OpenTime,
        CloseTime: menu.CloseTime,
        RepeatMenu: String(menu.RepeatMenu),
      }),
      toCreateBody: body,
      toUpdateBody: (values, menu) => ({
        ...body(values),
        CafeteriaMenuID: menu.CafeteriaMenuID,
        Version: menu.Version,
      }),
      // The day is checked as typed (2026-02-30 is refused, not moved into March), by the shared rule.
      extraErrors: (values) => ({ Date: isoDayProblem(values.Date) }),
    },
    details: ['CafeteriaMenuID', ...FORM_KEYS, ...AUDIT_DETAILS],
    messages: contentMessages('cafeteria menu', {
      created: messages.msg_cafeteria_added,
      updated: messages.msg_cafeteria_updated,
      deleted: messages.msg_cafeteria_removed,
    }),
  });
}
