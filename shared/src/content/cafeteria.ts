import * as z from 'zod/mini';
import { dayDate, id, requiredText } from '../core/fields';
import { family } from '../core/family';
import { after, auditShape, contentCalls, flag, multilineText, removeById, timeOfDay, timeOrder } from './fields';
import { officeLocationOption, organizationOption } from './lookups';

/** A cafeteria menu of one office location on one day (dd/MM/yyyy), open from OpenTime to CloseTime (HH:mm). */
const closesAfterOpening = after<{ OpenTime: string; CloseTime: string }>('CloseTime', 'OpenTime', timeOrder);

export const cafeteriaFamily = family({
  ...contentCalls,
  type: 'CafeteriaMenu',
  id: 'CafeteriaMenuID',
  what: 'cafeteria menus',
  fields: () => ({
    OfficeLocationID: id(),
    MealType: requiredText(50),
    ShortMenuDescription: requiredText(200),
    LongMenuDescription: multilineText(4000),
    OpenTime: timeOfDay(),
    CloseTime: timeOfDay(),
    Date: dayDate(),
    /** The menu is served again every week on this weekday. */
    RepeatMenu: flag(false),
  }),
  stored: () => auditShape,
  refine: () => z.refine(...closesAfterOpening),
  list: {
    name: 'GetCafeteria',
    paged: true,
    search: true,
    items: 'Cafeterias',
    lookups: { Organizations: organizationOption, OfficeLocations: officeLocationOption },
  },
  add: { name: 'AddCafeteria' },
  update: { name: 'UpdateCafeteria' },
  remove: removeById('DeleteCafeteria'),
  references: { OfficeLocationID: 'officeLocation' },
  search: ['ShortMenuDescription', 'LongMenuDescription', 'MealType'],
  noun: 'cafeteria menu',
  label: 'ShortMenuDescription',
  labels: {
    ShortMenuDescription: 'Menu',
    MealType: 'Meal',
    LongMenuDescription: 'Full menu',
    RepeatMenu: 'Repeats weekly',
  },
  messages: { added: 'msg_cafeteria_added', updated: 'msg_cafeteria_updated', removed: 'msg_cafeteria_removed' },
});

export const cafeteriaInput = cafeteriaFamily.input;
export const cafeteriaUpdate = cafeteriaFamily.change;
export const cafeteriaMenu = cafeteriaFamily.item;

export type CafeteriaMenu = z.infer<typeof cafeteriaMenu>;
export type NewCafeteriaMenu = z.output<typeof cafeteriaInput>;
export type CafeteriaMenuChange = z.output<typeof cafeteriaUpdate>;
