import { blogFamily } from './blogs';
import { briefingFamily } from './briefings';
import { cafeteriaFamily } from './cafeteria';
import { employeeFamily } from './employees';
import { kpiDataFamily } from './kpi-data';
import { kpiFamily } from './kpis';
import { newsFamily } from './news';
import { notificationFamily } from './notifications';

export * from './blogs';
export * from './briefings';
export * from './cafeteria';
export * from './employees';
export * from './fields';
export * from './kpi-data';
export * from './kpi-period';
export * from './kpis';
export * from './lookups';
export * from './news';
export * from './notifications';

/**
 * Every content family, named here once: the route table's content rows (routes.ts), the content handler's
 * bindings, the history's words, the console's record types, the API tests and the sweeps all read this list.
 */
export const contentFamilies = [
  blogFamily,
  briefingFamily,
  kpiFamily,
  newsFamily,
  employeeFamily,
  notificationFamily,
  cafeteriaFamily,
  kpiDataFamily,
] as const;
