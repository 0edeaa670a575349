import { createElement, lazy } from 'react';
import type { DeclaredListScreen } from '../../components/list-screen/declared-screen';
import type { Page } from './screen';

/**
 * The page of a list screen that is only its declaration: the registry renders it (its lookups read, ListScreen),
 * loaded on first use like any page. `load` imports the module whose default export is the declaration; the list
 * screen's own code comes with it, never with the registry (the first page loads only what it needs).
 */
export function listPage<L>(load: () => Promise<{ default: DeclaredListScreen<L> }>): Page {
  return lazy(async () => {
    const [{ default: declaration }, { DeclaredListScreenPage }] = await Promise.all([
      load(),
      import('../../components/list-screen/declared-screen'),
    ]);
    return { default: () => createElement(DeclaredListScreenPage<L>, { declaration }) };
  });
}
