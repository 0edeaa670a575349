import { messages, type Briefing } from '@switchboard/shared';
import { listScreen, type EntityFields } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, momentField, referenceField } from '../common/common-fields';
import { multiline } from '../common/content-format';
import { contentMessages } from '../common/content-messages';
import { employeeOptions, groupOptions, locationOptions, type ContentLookups } from '../common/lookup-options';
import { momentBody, momentFromNow, momentInput, momentProblems } from '../common/moment-values';
import { contentData } from '../common/content-data';

export type BriefingFormValues = {
  BriefingType: string;
  EmployeeID: string;
  GroupID: string;
  LocationID: string;
  BriefingDetails: string;
  CreatedTime: string;
  ExpireTime: string;
};

const briefingFields = (lookups: ContentLookups) =>
  ({
    BriefingType: {
      label: 'Type',
      column: { isRowHeader: true },
      control: {
        kind: 'autosuggest',
        half: true,
        maxLength: 50,
        options: ['Daily', 'Weekly', 'Safety', 'Event'].map((value) => ({ value })),
        description: 'What kind of briefing this is (Daily, Safety…).',
      },
    },
    EmployeeID: referenceField<Briefing, BriefingFormValues>(
      'Employee',
      (b) => b.EmployeeID,
      employeeOptions(lookups.employees),
      lookups.loading,
      { none: 'Everyone', description: 'Read out to this employee only.' },
    ),
    GroupID: referenceField<Briefing, BriefingFormValues>(
      'Group',
      (b) => b.GroupID,
      groupOptions(lookups.groups),
      lookups.loading,
      { none: 'Every group' },
    ),
    LocationID: referenceField<Briefing, BriefingFormValues>(
      'Office location',
      (b) => b.LocationID,
      locationOptions(lookups.locations),
      lookups.loading,
      { none: 'Every location' },
    ),
    BriefingDetails: {
      label: 'Details',
      detail: (b) => multiline(b.BriefingDetails),
      column: { width: 320 },
      control: { kind: 'textarea', rows: 6, maxLength: 4000 },
    },
    CreatedTime: momentField<Briefing, BriefingFormValues>(
      'Start time',
      (b) => b.CreatedTime,
      'When it starts to be read out.',
    ),
    ExpireTime: momentField<Briefing, BriefingFormValues>(
      'Expire time',
      (b) => b.ExpireTime,
      'When it stops; after it starts.',
    ),
    BriefingID: { label: 'Briefing ID' },
    ...auditFields<Briefing, BriefingFormValues>(),
  }) satisfies EntityFields<Briefing, BriefingFormValues, string>;

const body = (values: BriefingFormValues) => ({
  ...values,
  CreatedTime: momentBody(values.CreatedTime),
  ExpireTime: momentBody(values.ExpireTime),
});

/** Briefings (spec part 2 §2): for everyone, or one employee, group or office location, from start to expiry. */
export function briefingScreen(lookups: ContentLookups): ListScreenConfig<Briefing, BriefingFormValues> {
  return listScreen({
    fields: briefingFields(lookups),
    data: contentData<Briefing>(
      {
        list: 'GetBriefings',
        rowsKey: 'Briefings',
        create: 'AddBriefing',
        update: 'UpdateBriefing',
        remove: 'DeleteBriefing',
      },
      (b) => b.BriefingID,
    ),
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
      fields: ['BriefingType', 'EmployeeID', 'GroupID', 'LocationID', 'BriefingDetails', 'CreatedTime', 'ExpireTime'],
      empty: () => ({
        BriefingType: '',
        EmployeeID: '',
        GroupID: '',
        LocationID: '',
        BriefingDetails: '',
        CreatedTime: momentFromNow(0),
        ExpireTime: momentFromNow(7),
      }),
      fromItem: (b) => ({
        BriefingType: b.BriefingType,
        EmployeeID: b.EmployeeID,
        GroupID: b.GroupID,
        LocationID: b.LocationID,
        BriefingDetails: b.BriefingDetails,
        CreatedTime: momentInput(b.CreatedTime),
        ExpireTime: momentInput(b.ExpireTime),
      }),
      toCreateBody: body,
      toUpdateBody: (values, b) => ({ ...body(values), BriefingID: b.BriefingID, Version: b.Version }),
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
    messages: contentMessages('briefing', {
      created: messages.msg_briefing_added,
      updated: messages.msg_briefing_updated,
      deleted: messages.msg_briefing_removed,
    }),
  });
}
