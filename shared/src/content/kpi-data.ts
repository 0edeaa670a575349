import * as z from 'zod/mini';
import { id, kindError } from '../core/fields';
import { family } from '../core/family';
import { auditShape, contentCalls, optionalRef, removeById } from './fields';
import { periodProblems } from './kpi-period';
import {
  DEFAULT_KPI_GRAIN,
  employeeOption,
  groupOption,
  kpiGrains,
  kpiOption,
  officeLocationOption,
  organizationOption,
} from './lookups';
import { lazySchema } from '../core/lazy-schema';

const part = (min: number, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .number({ error: 'must be a whole number' })
          .check(
            z.int('must be a whole number'),
            z.minimum(min, `must be at least ${min}`),
            z.maximum(max, `must be at most ${max}`),
          ),
      ),
    ),
    z.transform((value) => value ?? null),
  );

/**
 * One value of a KPI for one period (spec part 2 §3 Voice dashboard KPI data). The grain says which of Hour, Day,
 * Week, Month, Quarter and Year name the period (kpi-period.ts); the others stay empty (null).
 */
const kpiDataFields = /* @__PURE__ */ lazySchema(() => ({
  KpiID: id(),
  EmployeeID: optionalRef(),
  GroupID: optionalRef(),
  LocationID: optionalRef(),
  Value: z
    .number({ error: kindError('a number') })
    .check(
      z.minimum(-1_000_000_000_000, 'must be at least -1,000,000,000,000'),
      z.maximum(1_000_000_000_000, 'must be at most 1,000,000,000,000'),
    ),
  KPIGrain: z._default(z.enum(kpiGrains, { error: `must be one of ${kpiGrains.join(', ')}` }), DEFAULT_KPI_GRAIN),
  Hour: part(0, 23),
  Day: part(1, 31),
  Week: part(1, 53),
  Month: part(1, 12),
  Quarter: part(1, 4),
  Year: part(1900, 2200),
}));

function periodRule(value: z.output<z.ZodMiniObject<typeof kpiDataFields>>, context: z.core.$RefinementCtx) {
  for (const [field, message] of periodProblems(value)) context.addIssue({ code: 'custom', message, path: [field] });
}

/** The list's filter: one KPI's values (and of one grain), in time order, for the chart. */
export const kpiDataFilter = /* @__PURE__ */ lazySchema(() =>
  z.object({
    KpiID: z.optional(id()),
    KPIGrain: z.optional(z.enum(kpiGrains, { error: `must be one of ${kpiGrains.join(', ')}` })),
  }),
);

export const kpiDataFamily = family({
  ...contentCalls,
  type: 'KpiData',
  id: 'KpiDataID',
  what: 'KPI values of the voice dashboard',
  fields: () => kpiDataFields,
  /** Period: the period as sortable text (kpiPeriod), 2026-03-14 for a Daily value. */
  stored: () => ({ Period: z.string(), ...auditShape }),
  refine: () => z.superRefine(periodRule),
  list: {
    name: 'GetVoiceDashboardKPI',
    query: kpiDataFilter,
    paged: true,
    search: true,
    items: 'KPIData',
    lookups: {
      KPI: kpiOption,
      KPIGrainOptions: lazySchema(() => z.enum(kpiGrains)),
      Employees: employeeOption,
      Groups: groupOption,
      OfficeLocations: officeLocationOption,
      Organizations: organizationOption,
    },
    summary: 'KPI values by KPI, grain and period (newest first); with KpiID (and KPIGrain) one KPI’s, for the chart.',
  },
  add: { name: 'AddVoiceDashboard' },
  update: { name: 'UpdateVoiceDashboard' },
  remove: removeById('DeleteVoiceDashboard'),
  references: { KpiID: 'kpi', EmployeeID: 'employee', GroupID: 'group', LocationID: 'officeLocation' },
  search: ['Period', 'Value', 'KPIGrain'],
  noun: 'KPI value',
  label: 'Period',
  labels: { KPIGrain: 'Grain' },
  messages: { added: 'msg_kpi_data_added', updated: 'msg_kpi_data_updated', removed: 'msg_kpi_data_removed' },
});

export const kpiDataInput = kpiDataFamily.input;
export const kpiDataUpdate = kpiDataFamily.change;
export const kpiData = kpiDataFamily.item;

export type KpiData = z.infer<typeof kpiData>;
export type NewKpiData = z.output<typeof kpiDataInput>;
export type KpiDataChange = z.output<typeof kpiDataUpdate>;
export type KpiDataFilter = z.output<typeof kpiDataFilter>;
