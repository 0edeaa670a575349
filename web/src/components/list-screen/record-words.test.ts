import { recordWords } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { invoiceScreen } from '../../features/billing/invoices/invoice-screen';
import { categoryScreen } from '../../features/collections/categories/category-screen';
import { blogScreen } from '../../features/content/blogs/blog-screen';
import { briefingScreen } from '../../features/content/briefings/briefing-screen';
import { cafeteriaScreen } from '../../features/content/cafeteria/cafeteria-screen';
import { employeeScreen } from '../../features/content/employees/employee-screen';
import { kpiDataScreen } from '../../features/content/kpi-data/kpi-data-screen';
import { kpiScreen } from '../../features/content/kpis/kpi-screen';
import { newsScreen } from '../../features/content/news/news-screen';
import { notificationScreen } from '../../features/content/notifications/notification-screen';
import { recordTypeOfList } from './record-types';
import type { ListScreenConfig } from './types';

const none = { loading: false };
const screens: ListScreenConfig<never, never>[] = [
  blogScreen(),
  briefingScreen(none),
  cafeteriaScreen(none),
  employeeScreen(none),
  kpiScreen(none),
  kpiDataScreen(none),
  newsScreen(none),
  notificationScreen(none),
  categoryScreen(),
  invoiceScreen({ platformWide: false, organizations: [], organizationsLoading: false }),
] as never;

/**
 * History lines (shared/src/logs/record-words.ts) name a record's fields as its screen's form does: the words are
 * the form's own labels, so a label changed on the screen and not in the history fails here.
 */
describe('the history words of every entity with a list screen', () => {
  it.each(screens.map((screen) => [screen.table.title, screen] as const))(
    '%s: each form field as labelled',
    (_, screen) => {
      const type = recordTypeOfList(screen.data.list)!;
      const words = recordWords[type];
      expect(words, type).toBeDefined();
      const labels = Object.fromEntries(screen.form.fields.map((field) => [field.key, field.label]));
      const named = Object.fromEntries(Object.keys(labels).map((key) => [key, words!.fields?.[key]]));
      expect(named).toEqual(labels);
    },
  );
});
