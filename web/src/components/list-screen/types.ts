import type { RouteName } from '@switchboard/shared';
import type { ReactNode } from 'react';
import type { EntityForm, FormValues } from './form-types';
import type { TableDeclaration } from './table-types';

export type * from './form-types';
export type * from './table-types';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Where a list screen's records come from and go: routes of the route table. */
export interface ListData<T> {
  list: RouteName;
  /** The list route's query (e.g. from the page's filters or URL); a change loads the list again. */
  listQuery?: Record<string, string | undefined>;
  /** Rows from the list route's answer when it is not the array of rows (e.g. one part of it, or merged). */
  selectRows?: (answer: unknown) => T[];
  /**
   * Rows a server page brings when the list route is `paged` (default MAX_PAGE_SIZE). The table shows what is
   * loaded and reads the next page when the user goes past it (use-route-list.ts).
   */
  pageSize?: number;
  /** A paged route is read to its end when the screen opens (e.g. to show every page number of the table). */
  readAll?: boolean;
  /**
   * Runs on the body the form made before it is sent (e.g. uploads a chosen file and puts its address in the body);
   * what it throws shows in the form like a refusal of the server.
   */
  prepareBody?: (body: unknown, mode: 'create' | 'edit') => Promise<unknown>;
  /**
   * The writes. Each shows only to the roles its route allows (route table `access`): a Staff user sees no Add,
   * Edit or Delete where only a PlatformAdmin may write.
   */
  create?: RouteName;
  update?: RouteName;
  remove?: RouteName;
  /** The delete body (defaults to the record itself). */
  toDeleteBody?: (item: T) => unknown;
  /** The delete query (e.g. `?id=`); when set, no body is sent. */
  toDeleteQuery?: (item: T) => Record<string, string>;
  /** The update's query (e.g. PutCollectionCategory's `?id=`), from the update body the form made. */
  toUpdateQuery?: (body: unknown) => Record<string, string>;
  /**
   * Checked when Delete is clicked, before the confirmation: a text says why the record cannot be deleted (shown as
   * an alert instead of the confirmation), nothing lets the confirmation open.
   */
  deleteGuard?: (item: T) => Promise<string | undefined>;
  /** Other lists a change here alters (e.g. lists that show a renamed system's name). */
  invalidates?: readonly RouteName[];
}

export interface ListScreenMessages {
  loadError: string;
  createError: string;
  updateError: string;
  deleteError: string;
  created: string;
  updated: string;
  deleted: string;
}

export type MessageKind = 'load' | 'create' | 'update' | 'delete' | 'success';

/** What a list screen says, and how long each message stays (the spec's delays for this entity). */
export interface ListMessages {
  texts: ListScreenMessages;
  delayMs: number;
  /** The confirmation's question when it is not the spec's general "Are you sure ?" (given the record's label). */
  deleteQuestion?: string | ((label: string) => string);
  /** Delays per kind of message where the spec sets them apart (load, create, update and delete errors, success). */
  delays?: Partial<Record<MessageKind, number>>;
}

/**
 * One entity's list screen, in its four parts: the data (routes), the table, the add/edit form with its details
 * view, and the messages. Usually built by listScreen() from fields declared once (entity-fields.ts).
 */
export interface ListScreenConfig<T, V extends FormValues = FormValues> {
  data: ListData<T>;
  table: TableDeclaration<T>;
  form: EntityForm<T, V>;
  details: (item: T) => DetailItem[];
  messages: ListMessages;
}
