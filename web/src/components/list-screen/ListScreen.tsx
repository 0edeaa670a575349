import { useEffect, useState } from 'react';
import { failureText, isApiError } from '../../app/api/api-error';
import { capitalize } from '../format/text';
import { useNotifications } from '../notifications/notifications-context';
import { usePageTitle } from '../page/use-page-title';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { DetailsModal } from './DetailsModal';
import { EntityFormModal } from './EntityFormModal';
import { ListTable } from './ListTable';
import type { FormValues, ListScreenConfig, MessageKind } from './types';
import { useEntityList, useEntityMutations } from './use-entity-data';
import { useFocusAfterRemoval } from './use-focus-after-removal';

type Dialog<T> =
  | { kind: 'create' }
  | { kind: 'edit'; item: T }
  | { kind: 'details'; item: T }
  | { kind: 'delete'; item: T }
  | undefined;

/**
 * THE list-screen building block: a table of one entity with filter, sort, pages and preferences, add/edit/details
 * modals, a delete confirmation, and flash messages that clear after the entity's delay. Each entity screen is a
 * configuration of it (columns, form fields, schemas, route names, messages).
 */
export function ListScreen<T, V extends FormValues>({ config }: { config: ListScreenConfig<T, V> }) {
  const generic = config as unknown as ListScreenConfig<T, FormValues>;
  const list = useEntityList<T>(generic);
  const { create, update, remove } = useEntityMutations<T>(generic);
  const { notify } = useNotifications();
  const [dialog, setDialog] = useState<Dialog<T>>();
  const focus = useFocusAfterRemoval();
  const delay = (kind: MessageKind) => config.messageDelays?.[kind] ?? config.messageDelayMs;
  const loadDelay = delay('load');

  useEffect(() => {
    if (!list.error || (isApiError(list.error) && list.error.redirecting)) return;
    notify({
      type: 'error',
      key: `${config.id}-load`,
      content: failureText(config.messages.loadError, list.error),
      clearAfterMs: loadDelay,
    });
  }, [list.error, list.errorUpdatedAt, config.id, config.messages.loadError, loadDelay, notify]);

  // One confirmation per list at a time: the newest replaces the one before.
  const succeeded = (content: string) =>
    notify({ type: 'success', key: `${config.id}-done`, content, clearAfterMs: delay('success') });

  // Editing a row the server does not hold yet creates it.
  const editing = dialog?.kind === 'edit' && !config.isNew?.(dialog.item);

  /** Rejects with the API's error: the form shows it on its fields (or as a conflict). */
  const save = async (body: unknown) => {
    await (editing ? update : create).mutateAsync(body);
    setDialog(undefined);
    succeeded(editing ? config.messages.updated : config.messages.created);
  };

  /** The record as the server holds it now: the list is loaded again and the row looked up. */
  const reload = async (item: T) => {
    const fresh = await list.refetch({ throwOnError: true });
    return fresh.data?.find((row) => config.itemId(row) === config.itemId(item));
  };

  const confirmDelete = (item: T) =>
    remove.mutate(item, {
      onSuccess: () => {
        succeeded(config.messages.deleted);
        focus.removed();
      },
      onError: (error) => {
        if (isApiError(error) && error.redirecting) return;
        notify({
          type: 'error',
          content: failureText(config.messages.deleteError, error),
          clearAfterMs: delay('delete'),
        });
      },
      onSettled: () => setDialog(undefined),
    });

  return (
    <>
      {/* A section is one of several tables: its page names the tab. */}
      {config.variant !== 'section' && <PageTitle title={config.title} />}
      <ListTable
        config={generic}
        items={list.data ?? []}
        loading={list.isPending && !list.isError}
        refreshing={list.isFetching && !list.isPending}
        loadFailed={list.isError && !list.data}
        containerRef={focus.container}
        onRowsRendered={focus.rowsRendered}
        onRefresh={() => void list.refetch()}
        onAdd={config.routes.create && (() => setDialog({ kind: 'create' }))}
        onEdit={config.routes.update && ((item) => setDialog({ kind: 'edit', item }))}
        onDetails={(item) => setDialog({ kind: 'details', item })}
        onDelete={
          config.routes.remove &&
          ((item) => {
            focus.remember();
            setDialog({ kind: 'delete', item });
          })
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <EntityFormModal
          key={dialog.kind === 'edit' ? config.itemId(dialog.item) : 'new'}
          form={config.form}
          noun={config.noun}
          item={dialog.kind === 'edit' ? dialog.item : undefined}
          messageDelayMs={delay(editing ? 'update' : 'create')}
          failureMessage={editing ? config.messages.updateError : config.messages.createError}
          onDismiss={() => setDialog(undefined)}
          onSave={save}
          onReload={reload}
        />
      )}
      {dialog?.kind === 'details' && (
        <DetailsModal
          title={`${capitalize(config.noun)} ${config.itemLabel(dialog.item)}`}
          items={config.details(dialog.item)}
          onDismiss={() => setDialog(undefined)}
          onEdit={config.routes.update && (() => setDialog({ kind: 'edit', item: dialog.item }))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmModal
          noun={config.noun}
          label={config.itemLabel(dialog.item)}
          deleting={remove.isPending}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => confirmDelete(dialog.item)}
        />
      )}
    </>
  );
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
