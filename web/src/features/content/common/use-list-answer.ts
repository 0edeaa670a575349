import { PAGE_SIZE, type AnswerOf, type RouteName, type Routes } from '@switchboard/shared';
import { useRouteList } from '../../../api/use-route-list';

const wholeAnswer = (answer: unknown) => [answer];

/**
 * The first page's whole answer of a content list ({KPIs, Organizations, Employees}…), where its lookups come. It
 * shares the list screen's cache (same route, query and page size), so it costs no request of its own, and it is
 * read again whenever the list is (after an add, edit or delete).
 */
export function useListAnswer<N extends RouteName>(name: N, query?: Record<string, string | undefined>) {
  const list = useRouteList<N, AnswerOf<Routes[N]>>(name, {
    query,
    pageSize: CONTENT_PAGE_SIZE,
    select: wholeAnswer as (answer: AnswerOf<Routes[N]>) => AnswerOf<Routes[N]>[],
  });
  return { answer: list.rows[0], loading: list.isPending };
}

/** The spec's page size of the content tables (part 2 §9): the server sends 10 rows a page. */
export const CONTENT_PAGE_SIZE = PAGE_SIZE;
