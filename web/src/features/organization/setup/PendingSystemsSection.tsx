import Button from '@cloudscape-design/components/button';
import { fillMessage, MESSAGE_DELAYS, messages } from '@switchboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureText } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useRoute } from '../../../api/use-route';
import { ListTable } from '../../../components/list-screen/ListTable';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { newDraft, type ConnectionDraft } from '../../connections/form/draft';
import { AuthorizationModal } from '../../connections/systems/AuthorizationModal';
import { NewConnectionModal } from '../../connections/systems/NewConnectionModal';
import { addToPendingList } from './add-pending';
import { pendingTable, type SetupConfiguration } from './setup-tables';
import { useRefreshSetup } from './use-setup-data';

interface Props {
  pending: readonly SetupConfiguration[];
  loading: boolean;
  /** After a submit the list is done with: nothing is added or removed any more. */
  locked: boolean;
}

type Dialog = { kind: 'choose' } | { kind: 'configure'; draft: ConnectionDraft } | undefined;

/**
 * Step 2 of the setup: the pending list. Add chooses a category and system, then the connection form, whose Save
 * puts the configuration in the list (the setup screen's messages when refused); Remove takes an entry out by its
 * position in the stored list.
 */
export function PendingSystemsSection({ pending, loading, locked }: Props) {
  const [dialog, setDialog] = useState<Dialog>();
  const lists = useRoute('GetSystemLists', undefined, { staleTime: 5 * 60_000 });
  const refresh = useRefreshSetup();
  const { notify } = useNotifications();
  const remove = useMutation({
    // The position in the list as the server keeps it (the table may show it sorted).
    mutationFn: (item: SetupConfiguration) =>
      api('DeleteIntegrationConfigurationSystem', {
        query: { index: String(pending.findIndex((entry) => entry.EntryID === item.EntryID)) },
      }),
    onSettled: refresh,
    onError: (error) =>
      notify({
        type: 'error',
        content: failureText(messages.msg_org_save_failed, error),
        clearAfterMs: MESSAGE_DELAYS.loadingError,
      }),
  });

  const table = useMemo(
    () =>
      pendingTable((item) => (
        <Button
          variant="inline-link"
          ariaLabel={`Remove ${item.SystemName} from the list`}
          disabled={locked || remove.isPending}
          onClick={() => remove.mutate(item)}
        >
          Remove
        </Button>
      )),
    [locked, remove],
  );
  const categoryName = (id: string) =>
    lists.data?.SystemListCategories.find((c) => c.SystemListCategoryID === id)?.Category;

  return (
    <>
      <ListTable
        table={table}
        items={pending}
        loading={loading}
        refreshing={false}
        loadFailed={false}
        onRefresh={() => void refresh()}
        onAdd={locked ? undefined : () => setDialog({ kind: 'choose' })}
      />
      {dialog?.kind === 'choose' && (
        <NewConnectionModal
          onDismiss={() => setDialog(undefined)}
          onContinue={(system) => setDialog({ kind: 'configure', draft: newDraft(system) })}
        />
      )}
      {dialog?.kind === 'configure' && (
        <AuthorizationModal
          initial={dialog.draft}
          category={categoryName(dialog.draft.SystemListCategoryID)}
          saver={addToPendingList}
          onDismiss={() => setDialog(undefined)}
          onSaved={(added) => {
            setDialog(undefined);
            void refresh();
            notify({
              type: 'success',
              key: 'organization-setup-added',
              content: fillMessage(messages.msg_setup_pending_added, { system: added.SystemName }),
              clearAfterMs: MESSAGE_DELAYS.loadingError,
            });
          }}
        />
      )}
    </>
  );
}
