import * as z from 'zod/mini';
import { id, requiredText, version } from '../core/fields';
import { after, auditShape, requiredMultilineText, dateTime, momentOrder, optionalRef } from './fields';
import { lazySchema } from '../core/lazy-schema';

/**
 * A briefing (spec part 2 §3): for everyone, or for one employee, group or office location. CreatedTime is when it
 * starts to be read out, ExpireTime when it stops.
 */
const briefingFields = /* @__PURE__ */ lazySchema(() => ({
  BriefingType: requiredText(50),
  EmployeeID: optionalRef(),
  GroupID: optionalRef(),
  LocationID: optionalRef(),
  BriefingDetails: requiredMultilineText(4000),
  CreatedTime: dateTime(),
  ExpireTime: dateTime(),
}));

const expiresAfterStart = after<{ CreatedTime: string; ExpireTime: string }>('ExpireTime', 'CreatedTime', momentOrder);

export const briefingInput = /* @__PURE__ */ lazySchema(() =>
  z.object(briefingFields).check(z.refine(...expiresAfterStart)),
);
export const briefingUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...briefingFields, BriefingID: id(), Version: version() }).check(z.refine(...expiresAfterStart)),
);

export const briefing = /* @__PURE__ */ lazySchema(() =>
  z.object({
    BriefingID: z.string(),
    BriefingType: z.string(),
    EmployeeID: z.string(),
    GroupID: z.string(),
    LocationID: z.string(),
    BriefingDetails: z.string(),
    CreatedTime: z.string(),
    ExpireTime: z.string(),
    ...auditShape,
  }),
);

export type Briefing = z.infer<typeof briefing>;
export type NewBriefing = z.output<typeof briefingInput>;
export type BriefingChange = z.output<typeof briefingUpdate>;
