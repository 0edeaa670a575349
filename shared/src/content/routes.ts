import { blogFamily } from './blogs';
import { briefingFamily } from './briefings';
import { cafeteriaFamily } from './cafeteria';
import { employeeFamily } from './employees';
import { kpiDataFamily } from './kpi-data';
import { kpiFamily } from './kpis';
import { newsFamily } from './news';
import { notificationFamily } from './notifications';

/**
 * The content calls (spec part 2 §7, 29 calls, plus DeleteBriefing and DeleteCafeteria, which the spec lacks): each
 * family one declaration. Staff and OrgAdmin keep their organization's content (DESIGN §3); employees only an OrgAdmin
 * changes (they carry the voice sign-in id and PIN, and Staff manage no people). Every list pages on the server
 * (PageSize, Cursor) and searches it whole (Search); the lookups the forms choose from come with the first page. Deletes by GET keep the spec's
 * ?id= (the X-Requested-With rule makes them safe).
 */
export const contentRoutes = {
  ...blogFamily.routes,
  ...briefingFamily.routes,
  ...kpiFamily.routes,
  ...newsFamily.routes,
  ...employeeFamily.routes,
  ...notificationFamily.routes,
  ...cafeteriaFamily.routes,
  ...kpiDataFamily.routes,
};

/** Every content family, for whoever reads them all (the API tests and the sweeps). */
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
