import { accessAllows, routes, type RouteName } from '@switchboard/shared';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { failureText, isApiError } from '../../api/api-error';
import { usePrincipal } from '../../session/principal';
import { capitalize } from '../format/text';
import { useNotifications, type Notice } from '../notifications/notifications-context';
import { usePageTitle } from '../page/use-page-title';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { DeleteRefusedModal } from './DeleteRefusedModal';
import { DetailsModal } from './DetailsModal';
import { EntityFormModal } from './EntityFormModal';
import { ListTable } from './ListTable';
import type { FormValues, ListScreenConfig, MessageKind } from './types';
import { useEntityMutations } from './use-entity-data';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { useLoadErrorNotice } from './use-load-error-notice';
import { listTableState } from './list-table-state';
import { historyOf, recordTypeOfList } from './record-types';
import { useRouteList } from '../../api/use-route-list';
import { useUrlRecord } from './use-url-record';
import { useServerSearch } from './use-server-search';
import { useUnsavedChanges } from '../unsaved-changes/unsaved-changes-context';

type Dialog<T> =
  | { kind: 'create' }
  | { kind: 'edit'; item: T }
  | { kind: 'details'; item: T }
  | { kind: 'delete'; item: T }
  | { kind: 'refused'; reason: string }
  | undefined;

/**
 * THE list-screen building block: a table of one entity with filter, sort, pages and preferences, add/edit/details
 * modals, a delete confirmation, and flash messages that clear after the entity's delay. Each entity screen is a
 * declaration of it (listScreen(): fields named once, then which of them the table, form and details show).
 */
export function ListScreen<T, V extends FormValues>({ config }: { config: ListScreenConfig<T, V> }) {
  const { data, messages } = config;
  const role = usePrincipal().Role;
  // A write shows only to the roles its route allows: the same rule the server enforces.
  const allowed = (route: RouteName | undefined) => Boolean(route && accessAllows(routes[route].access, role));
  // A list the server searches: the table's filter is its Search.
  const search = useServerSearch(data.list, config.table.variant === 'section' ? `${config.table.id}-` : '');
  const table = search ? { ...config.table, search } : config.table;
  const list = useRouteList<RouteName, T>(data.list, {
    query: search ? { ...data.listQuery, Search: search.text || undefined } : data.listQuery,
    select: data.selectRows,
    pageSize: data.pageSize,
    readAll: data.readAll,
  });
  const { create, update, remove } = useEntityMutations<T>(data);
  const { notify: notifyAnywhere } = useNotifications();
  // A list's messages are about the list: they stay on its page.
  const { pathname } = useLocation();
  const notify = (notice: Notice) => notifyAnywhere({ ...notice, page: pathname });
  const [localDialog, setLocalDialog] = useState<Dialog<T>>();
  // The open record (details or edit) lives in the URL; the other dialogs are the page's own.
  const leaveWithoutAsking = useUnsavedChanges(false);
  const record = useUrlRecord(table.variant === 'section' ? `${table.id}-` : '', list.rows, table.itemId);
  const dialog: Dialog<T> = localDialog ?? (record.open && { kind: record.open.view, item: record.open.item });
  const setDialog = (next: Dialog<T>) => {
    if (next?.kind === 'details' || next?.kind === 'edit') {
      setLocalDialog(undefined);
      record.show(next.kind, next.item);
      return;
    }
    setLocalDialog(next);
    // Closing has asked already when something was typed (the form's own discard question).
    if (!next && record.open) leaveWithoutAsking(() => record.show(undefined));
  };
  const focus = useFocusAfterRemoval();
  const delay = (kind: MessageKind) => messages.delays?.[kind] ?? messages.delayMs;
  useLoadErrorNotice(list, `${table.id}-load`, messages.texts.loadError, delay('load'));

  // One confirmation per list at a time: the newest replaces the one before.
  const succeeded = (content: string) =>
    notify({ type: 'success', key: `${table.id}-done`, content, clearAfterMs: delay('success') });

  // Editing a row the server does not hold yet creates it.
  const editing = dialog?.kind === 'edit' && !table.isNew?.(dialog.item);

  /** Rejects with the API's error: the form shows it on its fields (or as a conflict). */
  const save = async (body: unknown) => {
    const prepared = data.prepareBody ? await data.prepareBody(body, editing ? 'edit' : 'create') : body;
    await (editing ? update : create).mutateAsync(prepared);
    setDialog(undefined);
    succeeded(editing ? messages.texts.updated : messages.texts.created);
  };

  /** The record as the server holds it now: the list is loaded again and the row looked up. */
  const reload = async (item: T) => {
    const rows = await list.reload();
    return rows.find((row) => table.itemId(row) === table.itemId(item));
  };

  const confirmDelete = (item: T) =>
    remove.mutate(item, {
      onSuccess: () => {
        succeeded(messages.texts.deleted);
        focus.removed();
      },
      onError: (error) => {
        if (isApiError(error) && error.redirecting) return;
        notify({
          type: 'error',
          content: failureText(messages.texts.deleteError, error),
          clearAfterMs: delay('delete'),
        });
      },
      onSettled: () => setDialog(undefined),
    });

  /** Delete asks the screen's guard first (when it has one): a reason shows instead of the confirmation. */
  const askDelete = async (item: T) => {
    focus.remember();
    try {
      const reason = await data.deleteGuard?.(item);
      setDialog(reason ? { kind: 'refused', reason } : { kind: 'delete', item });
    } catch (error) {
      if (isApiError(error) && error.redirecting) return;
      notify({ type: 'error', content: failureText(messages.texts.deleteError, error), clearAfterMs: delay('delete') });
    }
  };

  const canUpdate = allowed(data.update);
  return (
    <>
      {/* A section is one of several tables: its page names the tab. */}
      {table.variant !== 'section' && <PageTitle title={table.title} />}
      <ListTable
        table={table}
        {...listTableState(list)}
        containerRef={focus.container}
        onRowsRendered={focus.rowsRendered}
        onAdd={allowed(data.create) ? () => setDialog({ kind: 'create' }) : undefined}
        onEdit={canUpdate ? (item) => setDialog({ kind: 'edit', item }) : undefined}
        onDetails={(item) => setDialog({ kind: 'details', item })}
        onDelete={allowed(data.remove) ? (item) => void askDelete(item) : undefined}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <EntityFormModal
          key={dialog.kind === 'edit' ? table.itemId(dialog.item) : 'new'}
          form={config.form}
          noun={table.noun}
          item={dialog.kind === 'edit' ? dialog.item : undefined}
          messageDelayMs={delay(editing ? 'update' : 'create')}
          failureMessage={editing ? messages.texts.updateError : messages.texts.createError}
          onDismiss={() => setDialog(undefined)}
          onSave={save}
          onReload={reload}
        />
      )}
      {dialog?.kind === 'details' && (
        <DetailsModal
          title={`${capitalize(table.noun)} ${table.itemLabel(dialog.item)}`}
          items={config.details(dialog.item)}
          onDismiss={() => setDialog(undefined)}
          onEdit={canUpdate ? () => setDialog({ kind: 'edit', item: dialog.item }) : undefined}
          history={historyOf(
            role,
            table.recordType ?? recordTypeOfList(data.list),
            table.itemId(dialog.item),
            table.recordOrganization?.(dialog.item),
          )}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmModal
          noun={table.noun}
          label={table.itemLabel(dialog.item)}
          question={
            typeof messages.deleteQuestion === 'function'
              ? messages.deleteQuestion(table.itemLabel(dialog.item))
              : messages.deleteQuestion
          }
          deleting={remove.isPending}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => confirmDelete(dialog.item)}
        />
      )}
      {dialog?.kind === 'refused' && (
        <DeleteRefusedModal noun={table.noun} reason={dialog.reason} onDismiss={() => setDialog(undefined)} />
      )}
    </>
  );
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
