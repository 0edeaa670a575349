import * as z from 'zod/mini';
import { dayDate, id, requiredText, version } from '../core/fields';
import { after, auditShape, multilineText, flag, timeOfDay, timeOrder } from './fields';
import { lazySchema } from '../core/lazy-schema';

/** A cafeteria menu of one office location on one day (dd/MM/yyyy), open from OpenTime to CloseTime (HH:mm). */
const cafeteriaFields = /* @__PURE__ */ lazySchema(() => ({
  OfficeLocationID: id(),
  MealType: requiredText(50),
  ShortMenuDescription: requiredText(200),
  LongMenuDescription: multilineText(4000),
  OpenTime: timeOfDay(),
  CloseTime: timeOfDay(),
  Date: dayDate(),
  /** The menu is served again every week on this weekday. */
  RepeatMenu: flag(false),
}));

const closesAfterOpening = after<{ OpenTime: string; CloseTime: string }>('CloseTime', 'OpenTime', timeOrder);

export const cafeteriaInput = /* @__PURE__ */ lazySchema(() =>
  z.object(cafeteriaFields).check(z.refine(...closesAfterOpening)),
);
export const cafeteriaUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...cafeteriaFields, CafeteriaMenuID: id(), Version: version() }).check(z.refine(...closesAfterOpening)),
);

export const cafeteriaMenu = /* @__PURE__ */ lazySchema(() =>
  z.object({
    CafeteriaMenuID: z.string(),
    OfficeLocationID: z.string(),
    MealType: z.string(),
    ShortMenuDescription: z.string(),
    LongMenuDescription: z.string(),
    OpenTime: z.string(),
    CloseTime: z.string(),
    Date: z.string(),
    RepeatMenu: z.boolean(),
    ...auditShape,
  }),
);

export type CafeteriaMenu = z.infer<typeof cafeteriaMenu>;
export type NewCafeteriaMenu = z.output<typeof cafeteriaInput>;
export type CafeteriaMenuChange = z.output<typeof cafeteriaUpdate>;
