import { type Briefing, briefingFamily } from '@switchboard/shared';
import { listLookups, type DeclaredListScreen, type LookupsOf } from '../../../components/list-screen/declared-screen';
import { listScreen, type EntityFields, type FormValuesOf } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, momentField, referenceField } from '../common/common-fields';
import { multiline } from '../common/content-format';
import { familyMessages } from '../common/content-messages';
import { employeeOptions, groupOptions, locationOptions } from '../common/lookup-options';
import { momentProblems } from '../common/moment-values';
import { familyData } from '../common/content-data';

const FORM_KEYS = [
  'BriefingType',
  'EmployeeID',
  'GroupID',
  'LocationID',
  'BriefingDetails',
  'CreatedTime',
  'ExpireTime',
] as const;

export type BriefingFormValues = FormValuesOf<(typeof FORM_KEYS)[number]>;

const briefingFields = (lookups: LookupsOf<'GetBriefings'>) =>
  ({
    BriefingType: {
      label: 'Type',
      column: { isRowHeader: true },
      control: {
        kind: 'autosuggest',
        half: true,
        countsLength: true,
        options: ['Daily', 'Weekly', 'Safety', 'Event'].map((value) => ({ value })),
        description: 'What kind of briefing this is (Daily, Safety…).',
      },
    },
    EmployeeID: referenceField<Briefing, BriefingFormValues>(
      'Employee',
      (b) => b.EmployeeID,
      employeeOptions(lookups.Employees),
      lookups.loading,
      { none: 'Everyone', description: 'Read out to this employee only.' },
    ),
    GroupID: referenceField<Briefing, BriefingFormValues>(
      'Group',
      (b) => b.GroupID,
      groupOptions(lookups.Groups),
      lookups.loading,
      { none: 'Every group' },
    ),
    LocationID: referenceField<Briefing, BriefingFormValues>(
      'Office location',
      (b) => b.LocationID,
      locationOptions(lookups.OfficeLocations),
      lookups.loading,
      { none: 'Every location' },
    ),
    BriefingDetails: {
      label: 'Details',
      detail: (b) => multiline(b.BriefingDetails),
      column: { width: 320 },
      control: { kind: 'textarea', rows: 6, countsLength: true },
    },
    CreatedTime: momentField<Briefing, BriefingFormValues>(
      'Start time',
      (b) => b.CreatedTime,
      'When it starts to be read out.',
      0,
    ),
    ExpireTime: momentField<Briefing, BriefingFormValues>(
      'Expire time',
      (b) => b.ExpireTime,
      'When it stops; after it starts.',
      7,
    ),
    BriefingID: { label: 'Briefing ID' },
    ...auditFields<Briefing, BriefingFormValues>(),
  }) satisfies EntityFields<Briefing, BriefingFormValues, string>;

/** Briefings (spec part 2 §2): for everyone, or one employee, group or office location, from start to expiry. */
export function briefingScreen(lookups: LookupsOf<'GetBriefings'>): ListScreenConfig<Briefing, BriefingFormValues> {
  return listScreen({
    fields: briefingFields(lookups),
    data: familyData<Briefing>(briefingFamily),
    table: {
      id: 'briefings',
      title: 'Briefings',
      description: 'What the assistant reads out, to everyone or to one employee, group or location; newest first.',
      noun: 'briefing',
      itemId: (b) => b.BriefingID,
      itemLabel: (b) => `${b.BriefingType} ${b.BriefingDetails.slice(0, 40)}`.trim(),
      columns: ['BriefingType', 'BriefingDetails', 'EmployeeID', 'GroupID', 'LocationID', 'CreatedTime', 'ExpireTime'],
      wrapLines: true,
    },
    form: {
      fields: FORM_KEYS,
      extraErrors: (values) => momentProblems(values, ['CreatedTime', 'ExpireTime']),
    },
    details: [
      'BriefingID',
      'BriefingType',
      'EmployeeID',
      'GroupID',
      'LocationID',
      'CreatedTime',
      'ExpireTime',
      'BriefingDetails',
      ...AUDIT_DETAILS,
    ],
    messages: familyMessages(briefingFamily),
  });
}

/** /content/briefings, as the registry renders it. */
export default {
  useLookups: listLookups('GetBriefings'),
  config: briefingScreen,
} satisfies DeclaredListScreen<LookupsOf<'GetBriefings'>>;
