import type { CafeteriaMenu, CafeteriaMenuChange, NewCafeteriaMenu } from '@switchboard/shared';
import { cafeteriaRepository } from './content-repository';
import { contentService } from './content-kind';

export const cafeteriaMenus = contentService<CafeteriaMenu, NewCafeteriaMenu, CafeteriaMenuChange>({
  repository: cafeteriaRepository,
  idField: 'CafeteriaMenuID',
  search: ['ShortMenuDescription', 'LongMenuDescription', 'MealType'],
  items: 'Cafeterias',
  lookups: ['Organizations', 'OfficeLocations'],
  references: { OfficeLocationID: 'officeLocation' },
});
