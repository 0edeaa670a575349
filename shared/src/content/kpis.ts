import * as z from 'zod/mini';
import { id, requiredText, version } from '../core/fields';
import { auditShape, multilineText, flag, optionalRef } from './fields';
import { DEFAULT_KPI_GRAIN, kpiGrains } from './lookups';
import { lazySchema } from '../core/lazy-schema';

/** How a KPI's values read. */
export const kpiDataTypes = ['Number', 'Percentage', 'Currency', 'Duration'] as const;

const kpiFields = /* @__PURE__ */ lazySchema(() => ({
  Name: requiredText(100),
  KPIGrain: z._default(z.enum(kpiGrains, { error: `must be one of ${kpiGrains.join(', ')}` }), DEFAULT_KPI_GRAIN),
  DataType: z.enum(kpiDataTypes, { error: `must be one of ${kpiDataTypes.join(', ')}` }),
  KPIOwnerEmployeeID: optionalRef(),
  Description: multilineText(2000),
  Active: flag(true),
}));

export const kpiInput = /* @__PURE__ */ lazySchema(() => z.object(kpiFields));
export const kpiUpdate = /* @__PURE__ */ lazySchema(() => z.object({ ...kpiFields, KpiID: id(), Version: version() }));

export const kpi = /* @__PURE__ */ lazySchema(() =>
  z.object({
    KpiID: z.string(),
    Name: z.string(),
    KPIGrain: z.string(),
    DataType: z.string(),
    KPIOwnerEmployeeID: z.string(),
    Description: z.string(),
    Active: z.boolean(),
    ...auditShape,
  }),
);

export type Kpi = z.infer<typeof kpi>;
export type NewKpi = z.output<typeof kpiInput>;
export type KpiChange = z.output<typeof kpiUpdate>;
