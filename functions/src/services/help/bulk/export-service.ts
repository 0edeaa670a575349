import { helpExtraNames, splitQuestions, type BulkExportEntry, type PageQuery } from '@switchboard/shared';
import type { Principal } from '../../../auth/principal';
import type { Listing } from '../../../data/list-query';
import { helpRepository, type HelpRecord } from '../help-repository';

const asBulk = (entry: HelpRecord): BulkExportEntry => ({
  HelpID: entry.HelpID,
  Questions: splitQuestions(entry.ShortDescription),
  Answer: entry.LongDescription,
  Category: entry.HelpCategoryID,
  MediaType: entry.MediaType,
  MediaUrl: entry.MediaUrl,
  Attributes: entry.AttributesJSON,
  ...Object.fromEntries(helpExtraNames.flatMap((name) => (entry[name] === undefined ? [] : [[name, entry[name]]]))),
});

/**
 * ExportHelp: the organization's entries as the bulk files hold them, newest first, paged like every list (the
 * console reads every page and writes the file itself, so an answer stays small).
 */
export async function exportHelp(query: PageQuery, principal: Principal): Promise<Listing<BulkExportEntry>> {
  const page = await helpRepository.list(
    { organizationId: principal.organizationId },
    { pageSize: query.PageSize, cursor: query.Cursor },
  );
  return page.map(asBulk);
}
