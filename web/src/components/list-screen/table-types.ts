import type { ReactNode } from 'react';

export interface ListColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** Sort by this field of the item, or with sortingComparator. */
  sortingField?: string;
  sortingComparator?: (a: T, b: T) => number;
  isRowHeader?: boolean;
  /** Starting width in px (the user can resize), or a share of the table's width ('35%'). */
  width?: number | string;
  minWidth?: number | string;
  /** Off until the user turns it on in the preferences. */
  hiddenByDefault?: boolean;
  /** What the text filter matches for this column (the displayed text); the column is not filtered without it. */
  filterText?: (item: T) => string;
}

/** A table of records on its own: what ListTable needs, nothing about forms or messages. */
export interface TableDeclaration<T> {
  /** Stable id: keys the saved preferences (and prefixes the view's names in the URL of a `section` table). */
  id: string;
  /** The table's name (its label; lower-cased, the plural in its texts: "Loading invoices"). */
  title: string;
  /** The plural in its texts when it is not the lower-cased title (e.g. "KPI values", not "kpi values"). */
  plural?: string;
  /** The header's text when it is not the table's name (e.g. the page "Setup systems" of the connections). */
  heading?: string;
  description?: ReactNode;
  /** Singular noun for buttons and labels ("invoice"). */
  noun: string;
  itemId: (item: T) => string;
  /** How a record is named to the user (aria labels, confirmations). */
  itemLabel: (item: T) => string;
  /**
   * The record type the usage logs name (the repository's, e.g. 'Category'): its details then show its history.
   * Only where the list route does not tell it (record-types.ts knows the type of each single-type list route).
   */
  recordType?: string;
  /**
   * The organization a record belongs to, where the list shows several organizations' records (a PlatformAdmin's
   * invoices): its history is read there.
   */
  recordOrganization?: (item: T) => string;
  columns: readonly ListColumn<T>[];
  /** `page` (default): the table is the page. `section`: one of several tables on a page (h2, in a container). */
  variant?: 'page' | 'section';
  /** Controls shown beside the text filter (e.g. selects bound to the page's filters). */
  filters?: ReactNode;
  /** What the text filter matches, when it is not each column's filterText (e.g. text across columns). */
  filterText?: (item: T) => string;
  /** The text filter is a search the server runs across the whole list (its rows are the matches), not a filter. */
  search?: ServerSearch;
  /** What the empty table says (e.g. when the page's filters leave nothing). */
  emptyText?: string;
  /** Long cells wrap (the default, so every column stays clear of the sticky Actions); false cuts them instead. */
  wrapLines?: boolean;
  /** Hides Add although the screen could add (rows are given, e.g. every setting a system has). */
  hideAdd?: boolean;
  /** The Add button's text (default "Add {noun}"), e.g. "Invite user". */
  addLabel?: string;
  /** More buttons beside Add in the table header. */
  headerActions?: ReactNode;
  /** The row's actions in place of Edit / Details / Delete (e.g. an invitation's lifecycle actions). */
  rowActions?: (item: T) => ReactNode;
  /** Width of the actions column in px, or a share ('20%'); by default as wide as the row's actions on one line. */
  actionsWidth?: number | string;
  /** More row actions, shown between Edit / Details and Delete (e.g. a skill test's Edit JSON and Run). */
  moreRowActions?: (item: T) => ReactNode;
  /** A page size the spec fixes for this table (e.g. skill tests: 25): the preferences then offer no page size. */
  pageSize?: number;
  /**
   * Every page number is shown (First, Previous, 1 2 3 … n, Next, Last) instead of a window with ellipses; the list
   * should be read whole (ListData.readAll) so the number of pages is known.
   */
  fullNumberPagination?: boolean;
  /** Rows the server does not hold yet (e.g. a setting shown unset): editing one creates it; it has no Delete. */
  isNew?: (item: T) => boolean;
  /** Why the server would refuse deleting this record, if it would: Delete shows disabled with the reason. */
  deleteDisabledReason?: (item: T) => string | undefined;
  /** A class on the element around the table (e.g. a minimum height). */
  className?: string;
}

/** The server searches: `text` is the table's filter (its `filter` in the URL) once typing has stopped. */
export interface ServerSearch {
  text: string;
  /** Why the typed text was not sent (the server's rule: at most 200 characters), shown under the filter. */
  problem?: string;
}
