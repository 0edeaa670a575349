import { MESSAGE_DELAYS, messages, type Connection } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { checkCredentials, dataSetCount, deleteConnection, setDefaultConnection } from '../api/connection-operations';
import { connectionsKey } from '../api/queries';
import { RelayError } from '../../../api/relay';
import { connectionTexts } from '../connection-texts';
import { connectionLabel } from './connection-format';
import { credentialStatusText } from './credential-status';

/** The text of a failed relayed call: the relay's own 'Error:{status}, ResponseMessage: …', else the client's. */
const failure = (error: unknown, fallback: string) =>
  error instanceof RelayError
    ? error.message
    : isApiError(error) && error.status === 0
      ? messages.msg_warning
      : fallback;

/** Remove (after counting data sets) and Set default, through the relay, and Check now; each reloads the list and says what happened. */
export function useConnectionAdmin() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [settingDefault, setSettingDefault] = useState<string>();
  const [checking, setChecking] = useState<string>();
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: connectionsKey }), [queryClient]);

  /** Answers whether the connection was removed. */
  const remove = useCallback(
    async (connection: Connection): Promise<boolean> => {
      const id = connection.IntegrationConfigurationID;
      const error = (content: string) => notify({ type: 'error', content, clearAfterMs: MESSAGE_DELAYS.deleteError });
      try {
        const count = await dataSetCount(id);
        if (count > 0) {
          error(connectionTexts.hasDataSets(connection.ServiceInstanceName || connection.SystemName, count));
          return false;
        }
        await deleteConnection(id);
        notify({ type: 'success', content: connectionTexts.removed, clearAfterMs: MESSAGE_DELAYS.success });
        await reload();
        return true;
      } catch (caught) {
        if (!(isApiError(caught) && caught.redirecting)) error(failure(caught, (caught as Error).message));
        await reload();
        return false;
      }
    },
    [notify, reload],
  );

  /**
   * A row action that marks its row busy while it runs, then says how it went and reloads the list; a failure says
   * `failed` (or the relay's own words), except for an expired session, which asks to sign in instead.
   */
  const rowAction = useCallback(
    async (
      connection: Connection,
      busy: (id: string | undefined) => void,
      run: () => Promise<{ type: 'success' | 'warning'; content: string }>,
      failed: string,
    ) => {
      busy(connection.IntegrationConfigurationID);
      try {
        notify({ ...(await run()), clearAfterMs: MESSAGE_DELAYS.success });
        await reload();
      } catch (caught) {
        if (!(isApiError(caught) && caught.redirecting)) {
          notify({ type: 'error', content: failure(caught, failed), clearAfterMs: MESSAGE_DELAYS.update });
        }
      } finally {
        busy(undefined);
      }
    },
    [notify, reload],
  );

  const setDefault = useCallback(
    (connection: Connection) =>
      rowAction(
        connection,
        setSettingDefault,
        async () => {
          const answer = await setDefaultConnection(connection.IntegrationConfigurationID);
          if (answer !== 'success') throw new Error(messages.msg_setup_try_again);
          return { type: 'success', content: connectionTexts.isDefault(connection) };
        },
        messages.msg_setup_try_again,
      ),
    [rowAction],
  );

  /** Check now: the server checks the stored credentials and keeps the outcome, which the reloaded list shows. */
  const checkNow = useCallback(
    (connection: Connection) =>
      rowAction(
        connection,
        setChecking,
        async () => {
          const checked = await checkCredentials(connection.IntegrationConfigurationID);
          return {
            type: checked.CredentialsStatus === 'valid' ? 'success' : 'warning',
            content: `${connectionLabel(connection)}: ${credentialStatusText(checked)}.`,
          };
        },
        messages.msg_credentials_check_failed,
      ),
    [rowAction],
  );

  return { remove, setDefault, settingDefault, checkNow, checking };
}
