import type { Briefing, BriefingChange, NewBriefing } from '@switchboard/shared';
import { briefingRepository } from './content-repository';
import { contentService } from './content-kind';

export const briefings = contentService<Briefing, NewBriefing, BriefingChange>({
  repository: briefingRepository,
  idField: 'BriefingID',
  search: ['BriefingType', 'BriefingDetails'],
  items: 'Briefings',
  lookups: ['Employees', 'Groups', 'OfficeLocations'],
  references: { EmployeeID: 'employee', GroupID: 'group', LocationID: 'officeLocation' },
});
