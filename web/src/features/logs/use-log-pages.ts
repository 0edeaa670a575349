import { LOG_PAGE_SIZE, type UsageLog } from '@switchboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoutePage } from '../../api/client';
import { logQuery, type LogFilters } from './log-query';

/**
 * The usage logs, 50 a page, paged on the server: page n is read with the cursor page n-1 gave out. The cursors
 * met so far are kept, so going back is a cached read; new filters start again at page 1.
 */
export function useLogPages(filters: LogFilters) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [pageIndex, setPageIndex] = useState(0);
  // Other filters (applied, or back and forward in the URL) start again at page 1.
  const filtersKey = JSON.stringify(filters);
  const [pagedFor, setPagedFor] = useState(filtersKey);
  if (pagedFor !== filtersKey) {
    setPagedFor(filtersKey);
    setCursors([undefined]);
    setPageIndex(0);
  }
  const query = logQuery(filters, LOG_PAGE_SIZE);
  const cursor = cursors[pageIndex];
  const page = useQuery({
    queryKey: ['UserLogsByTimeZone', query, cursor ?? ''],
    queryFn: ({ signal }) =>
      callRoutePage('UserLogsByTimeZone', { query: { ...query, ...(cursor ? { Cursor: cursor } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
  const nextCursor = page.data?.page.nextCursor;
  const known = nextCursor && cursors.length === pageIndex + 1 ? [...cursors, nextCursor] : cursors;
  return {
    logs: (page.data?.answer as UsageLog[] | undefined) ?? [],
    loading: page.isFetching,
    error: page.error,
    pageIndex,
    pagesCount: known.length,
    hasMore: Boolean(nextCursor),
    goTo: (index: number) => {
      if (known !== cursors) setCursors(known);
      setPageIndex(Math.min(index, known.length - 1));
    },
    restart: () => {
      setCursors([undefined]);
      setPageIndex(0);
    },
  };
}
