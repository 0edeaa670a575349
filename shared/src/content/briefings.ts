import * as z from 'zod/mini';
import { requiredText } from '../core/fields';
import { family } from '../core/family';
import {
  after,
  auditShape,
  contentCalls,
  dateTime,
  momentOrder,
  optionalRef,
  removeById,
  requiredMultilineText,
} from './fields';
import { employeeOption, groupOption, officeLocationOption } from './lookups';

/**
 * A briefing (spec part 2 §3): for everyone, or for one employee, group or office location. CreatedTime is when it
 * starts to be read out, ExpireTime when it stops.
 */
const expiresAfterStart = after<{ CreatedTime: string; ExpireTime: string }>('ExpireTime', 'CreatedTime', momentOrder);

export const briefingFamily = family({
  ...contentCalls,
  type: 'Briefing',
  id: 'BriefingID',
  what: 'briefings',
  fields: () => ({
    BriefingType: requiredText(50),
    EmployeeID: optionalRef(),
    GroupID: optionalRef(),
    LocationID: optionalRef(),
    BriefingDetails: requiredMultilineText(4000),
    CreatedTime: dateTime(),
    ExpireTime: dateTime(),
  }),
  stored: () => auditShape,
  refine: () => z.refine(...expiresAfterStart),
  // Employees, Groups and OfficeLocations go beyond the spec's {Briefings}: the form's selects need them.
  list: {
    name: 'GetBriefings',
    paged: true,
    search: true,
    items: 'Briefings',
    lookups: { Employees: employeeOption, Groups: groupOption, OfficeLocations: officeLocationOption },
  },
  add: { name: 'AddBriefing' },
  update: { name: 'UpdateBriefing' },
  remove: removeById('DeleteBriefing'),
  references: { EmployeeID: 'employee', GroupID: 'group', LocationID: 'officeLocation' },
  search: ['BriefingType', 'BriefingDetails'],
  noun: 'briefing',
  label: 'BriefingDetails',
  labels: { BriefingType: 'Type', BriefingDetails: 'Details', CreatedTime: 'Start time' },
  messages: { added: 'msg_briefing_added', updated: 'msg_briefing_updated', removed: 'msg_briefing_removed' },
});

export const briefingInput = briefingFamily.input;
export const briefingUpdate = briefingFamily.change;
export const briefing = briefingFamily.item;

export type Briefing = z.infer<typeof briefing>;
export type NewBriefing = z.output<typeof briefingInput>;
export type BriefingChange = z.output<typeof briefingUpdate>;
