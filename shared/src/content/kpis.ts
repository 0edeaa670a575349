import * as z from 'zod/mini';
import { requiredText } from '../core/fields';
import { family } from '../core/family';
import { auditShape, contentCalls, flag, multilineText, optionalRef, removeById } from './fields';
import { DEFAULT_KPI_GRAIN, employeeOption, kpiGrains, organizationOption } from './lookups';

/** How a KPI's values read. */
export const kpiDataTypes = ['Number', 'Percentage', 'Currency', 'Duration'] as const;

export const kpiFamily = family({
  ...contentCalls,
  type: 'Kpi',
  id: 'KpiID',
  what: 'KPIs',
  fields: () => ({
    Name: requiredText(100),
    KPIGrain: z._default(z.enum(kpiGrains, { error: `must be one of ${kpiGrains.join(', ')}` }), DEFAULT_KPI_GRAIN),
    DataType: z.enum(kpiDataTypes, { error: `must be one of ${kpiDataTypes.join(', ')}` }),
    KPIOwnerEmployeeID: optionalRef(),
    Description: multilineText(2000),
    Active: flag(true),
  }),
  stored: () => auditShape,
  list: {
    name: 'GetKPI',
    paged: true,
    search: true,
    items: 'KPIs',
    lookups: { Organizations: organizationOption, Employees: employeeOption },
  },
  add: { name: 'AddKPI' },
  update: { name: 'UpdateKPI' },
  remove: removeById('DeleteKPI'),
  references: { KPIOwnerEmployeeID: 'employee' },
  search: ['Name', 'Description', 'KPIGrain', 'DataType'],
  noun: 'KPI',
  labels: { KPIGrain: 'Grain', KPIOwnerEmployeeID: 'Owner' },
  messages: { added: 'msg_kpi_saved', updated: 'msg_kpi_updated', removed: 'msg_kpi_removed' },
});

export const kpiInput = kpiFamily.input;
export const kpiUpdate = kpiFamily.change;
export const kpi = kpiFamily.item;

export type Kpi = z.infer<typeof kpi>;
export type NewKpi = z.output<typeof kpiInput>;
export type KpiChange = z.output<typeof kpiUpdate>;
