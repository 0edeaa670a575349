import { helpEntryPages, helpRepository } from './help-repository';

/** An organization's help entries as skill tests read them (expected answers, test files' lookups). */
export const allHelpEntries = (organizationId: string) => helpRepository.all({ organizationId });

export { helpEntryPages };
