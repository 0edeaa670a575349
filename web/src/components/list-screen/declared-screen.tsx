import { PAGE_SIZE, type AnswerOf, type RouteName, type Routes } from '@switchboard/shared';
import { useMemo, type ComponentType } from 'react';
import { useRouteList } from '../../api/use-route-list';
import { ListScreen } from './ListScreen';
import type { FormValues, ListScreenConfig } from './types';

type Answer<N extends RouteName> = AnswerOf<Routes[N]>;

/**
 * The lookups a list route answers beside its rows, as its route declares them (`lookups` of crudRoutes: e.g.
 * GetNews's Groups and Organizations), and whether they are still being read.
 */
export type LookupsOf<N extends RouteName> = (Answer<N> extends readonly unknown[]
  ? Record<never, never>
  : Partial<Answer<N>>) & { loading: boolean };

/**
 * A list screen as the registry renders it: what its selects read (by default its list route's lookups) and the
 * screen built from them. A page file remains only where a page does more than ListScreen.
 */
export interface DeclaredListScreen<L> {
  useLookups: () => L;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen pairs its own record and values
  config: (lookups: L) => ListScreenConfig<any, any>;
  /** What the page shows beside the list (e.g. the record a link names, in its details), given the same. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as config
  Aside?: ComponentType<{ lookups: L; config: ListScreenConfig<any, any> }>;
}

const wholeAnswer = (answer: unknown) => [answer];

/**
 * The lookups of a list route, from its first page's whole answer: it shares the list screen's cache (same route,
 * query and page size), so it costs no request of its own, and it is read again whenever the list is.
 */
export function listLookups<N extends RouteName>(name: N, pageSize = PAGE_SIZE) {
  return function useListLookups(): LookupsOf<N> {
    const list = useRouteList<N, Answer<N>>(name, {
      pageSize,
      select: wholeAnswer as (answer: Answer<N>) => Answer<N>[],
    });
    const answer = list.rows[0];
    const loading = list.isPending;
    return useMemo(() => ({ ...(answer as object), loading }) as unknown as LookupsOf<N>, [answer, loading]);
  };
}

/** A declared list screen, rendered: its lookups read, its configuration built from them, ListScreen. */
export function DeclaredListScreenPage<L>({ declaration }: { declaration: DeclaredListScreen<L> }) {
  const lookups = declaration.useLookups();
  const config = useMemo(() => declaration.config(lookups), [declaration, lookups]);
  const { Aside } = declaration;
  return (
    <>
      <ListScreen<unknown, FormValues> config={config} />
      {Aside && <Aside lookups={lookups} config={config} />}
    </>
  );
}

/** A screen with nothing to look up. */
export const noLookups = () => NO_LOOKUPS;
const NO_LOOKUPS = { loading: false };
