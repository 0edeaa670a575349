import { routes, searchShape, type RouteDef, type RouteName } from '@switchboard/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import type { ServerSearch } from './table-types';
import { useSettledValue } from './use-settled-value';
import { viewKeys } from './use-url-table-state';

const SEARCH_DELAY_MS = 300;

/** Why the server would refuse this search (its own rule, as its 400 would say it), if it would. */
export function searchProblem(text: string): string | undefined {
  const checked = z.safeParse(searchShape.Search, text);
  return checked.success ? undefined : `Search ${checked.error.issues[0]?.message ?? 'is not valid'}.`;
}

/**
 * THE search of a list screen whose list route is `searchable` (issue 29 item 10): the table's own filter (its
 * `filter` in the URL) sent to the server once typing stops, so the rows are the matches across the whole list,
 * not the loaded page's. A text the server would refuse (over 200 characters) is not sent: the rows stay those of
 * the last search and the table says the rule under the filter. Undefined for a list the browser filters.
 */
export function useServerSearch(list: RouteName, prefix: string): ServerSearch | undefined {
  const [params] = useSearchParams();
  const searchable = Boolean((routes[list] as RouteDef).searchable);
  const typed = searchable ? (params.get(viewKeys(prefix).filter) ?? '').trim() : '';
  const settled = useSettledValue(typed, SEARCH_DELAY_MS);
  const problem = searchProblem(settled);
  // The last text sent: kept while the typed one would be refused (state adjusted while rendering, as React allows).
  const [sent, setSent] = useState(problem ? '' : settled);
  if (!problem && sent !== settled) setSent(settled);
  return searchable ? { text: problem ? sent : settled, problem } : undefined;
}
