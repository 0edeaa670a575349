import { LIST_LIMIT_HEADER, pageInfoOf, type PageInfo } from '@switchboard/shared';

/** What an answer says beside a list: the next page's cursor, and whether (and where) the server cut it. */
export interface ListPage extends PageInfo {
  /** Where the server cut a list it did not send whole (X-List-Limit). */
  limit?: number;
}

export const WHOLE_ANSWER: ListPage = { truncated: false };

/** Reads the paging headers of a direct route's answer (shared/src/core/paging.ts). */
export function listPageOf(headers: Headers): ListPage {
  const page = pageInfoOf(headers);
  const limit = Number(headers.get(LIST_LIMIT_HEADER));
  return page.truncated && limit > 0 ? { ...page, limit } : page;
}
