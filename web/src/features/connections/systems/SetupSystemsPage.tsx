import { MESSAGE_DELAYS, messages, type Connection } from '@switchboard/shared';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ListTable } from '../../../components/list-screen/ListTable';
import { useFocusAfterRemoval } from '../../../components/list-screen/use-focus-after-removal';
import { useLoadErrorNotice } from '../../../components/list-screen/use-load-error-notice';
import { useRoute } from '../../../api/use-route';
import { useRouteList } from '../../../api/use-route-list';
import type { SystemListItem } from '../../catalogue/catalogue-options';
import { useShowSavedConnection } from '../api/queries';
import { useDataSetCounts } from '../api/use-data-set-counts';
import { connectionTexts } from '../connection-texts';
import { draftOf, newDraft, withAuthorizationType, type ConnectionDraft } from '../form/draft';
import { editPathOf } from '../setup-paths';
import { TestQuestionsModal } from '../test-questions/TestQuestionsModal';
import { AuthorizationModal } from './AuthorizationModal';
import { connectionsTable } from './connections-table';
import { NewConnectionModal } from './NewConnectionModal';
import { RemoveConnectionModal } from './RemoveConnectionModal';
import { useConnectionAdmin } from './use-connection-admin';
import { useDirectOpening } from './use-direct-opening';
import { useEditFromUrl } from './use-edit-from-url';
import { useOauthResult } from './use-oauth-result';
import { listTableState } from '../../../components/list-screen/list-table-state';

const noConnections: Connection[] = [];

type Dialog =
  | { kind: 'new' }
  | { kind: 'authorize'; draft: ConnectionDraft }
  | { kind: 'remove'; connection: Connection }
  | { kind: 'test'; connection: Connection }
  | undefined;

/** /setup/systems: the organization's connections (spec part 1 screen 9, part 2 "Systems setup"). */
export default function SetupSystemsPage() {
  usePageTitle('Setup systems');
  const navigate = useNavigate();
  const connections = useRouteList('GetIntegrationConfiguration');
  const lists = useRoute('GetSystemLists', undefined, { staleTime: 5 * 60_000 });
  const admin = useConnectionAdmin();
  const showSaved = useShowSavedConnection();
  const { notify } = useNotifications();
  const [dialog, setDialog] = useState<Dialog>();
  const focus = useFocusAfterRemoval();
  const dataSetCounts = useDataSetCounts(connections.loaded ? connections.rows : noConnections);

  const openOAuth = useCallback(
    (system: SystemListItem) =>
      setDialog({ kind: 'authorize', draft: withAuthorizationType(newDraft(system), 'OAuth 2.0') }),
    [],
  );
  useDirectOpening(lists.data, openOAuth);
  useOauthResult();
  // A connect that ended here (Client Credentials, Password Credentials, Implicit) closes its dialog.
  // (Adjusted while rendering, as React advises for state that follows a prop: no effect, no extra render pass.)
  const { search } = useLocation();
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (new URLSearchParams(search).has('oauth')) setDialog(undefined);
  }

  useLoadErrorNotice(connections, 'connections-load', messages.msg_get_error, MESSAGE_DELAYS.loadingError);

  const edit = useCallback(
    (connection: Connection) => {
      const path = editPathOf(connection.SystemName, connection.IntegrationConfigurationID);
      if (path) navigate(path);
      else setDialog({ kind: 'authorize', draft: draftOf(connection) });
    },
    [navigate],
  );
  useEditFromUrl(connections.loaded ? connections.rows : undefined, edit);
  const { remember } = focus;
  const remove = useCallback(
    (connection: Connection) => {
      remember();
      setDialog({ kind: 'remove', connection });
    },
    [remember],
  );
  const test = useCallback((connection: Connection) => setDialog({ kind: 'test', connection }), []);
  const { setDefault } = admin;
  const setAsDefault = useCallback((connection: Connection) => void setDefault(connection), [setDefault]);
  const { settingDefault, checkNow, checking } = admin;
  const check = useCallback((connection: Connection) => void checkNow(connection), [checkNow]);
  const table = useMemo(
    () =>
      connectionsTable({
        onEdit: edit,
        onRemove: remove,
        onSetDefault: setAsDefault,
        onTestQuestions: test,
        onCheckNow: check,
        settingDefault,
        checking,
        dataSetCounts,
      }),
    [edit, remove, setAsDefault, test, check, settingDefault, checking, dataSetCounts],
  );

  const saved = (connection: Connection, created: boolean) => {
    setDialog(undefined);
    showSaved(connection);
    notify({
      type: 'success',
      content: created ? connectionTexts.added : connectionTexts.updated,
      clearAfterMs: MESSAGE_DELAYS.success,
    });
  };
  const categoryName = (id: string) =>
    lists.data?.SystemListCategories.find((c) => c.SystemListCategoryID === id)?.Category;

  return (
    <>
      <ListTable
        table={table}
        {...listTableState(connections)}
        onAdd={() => setDialog({ kind: 'new' })}
        containerRef={focus.container}
        onRowsRendered={focus.rowsRendered}
      />
      {dialog?.kind === 'new' && (
        <NewConnectionModal
          onDismiss={() => setDialog(undefined)}
          onContinue={(system) => setDialog({ kind: 'authorize', draft: newDraft(system) })}
        />
      )}
      {dialog?.kind === 'authorize' && (
        <AuthorizationModal
          key={dialog.draft.IntegrationConfigurationID || dialog.draft.SystemListID}
          initial={dialog.draft}
          category={categoryName(dialog.draft.SystemListCategoryID)}
          onDismiss={() => setDialog(undefined)}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveConnectionModal
          connection={dialog.connection}
          onCancel={() => setDialog(undefined)}
          onConfirm={async (connection) => {
            const removed = await admin.remove(connection);
            setDialog(undefined);
            if (removed) focus.removed();
          }}
        />
      )}
      {dialog?.kind === 'test' && (
        <TestQuestionsModal connection={dialog.connection} onDismiss={() => setDialog(undefined)} />
      )}
    </>
  );
}
