import { MESSAGE_DELAYS, messages, type Connection } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../app/api/api-error';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { dataSetCount, deleteConnection, setDefaultConnection } from '../api/connection-operations';
import { connectionsKey } from '../api/queries';
import { RelayError } from '../../../app/api/relay';
import { connectionTexts } from '../connection-texts';
import { api } from '../../../app/api/client';
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

  const setDefault = useCallback(
    async (connection: Connection) => {
      setSettingDefault(connection.IntegrationConfigurationID);
      try {
        const answer = await setDefaultConnection(connection.IntegrationConfigurationID);
        if (answer !== 'success') throw new Error(messages.msg_setup_try_again);
        notify({
          type: 'success',
          content: connectionTexts.isDefault(connection),
          clearAfterMs: MESSAGE_DELAYS.success,
        });
        await reload();
      } catch (caught) {
        if (!(isApiError(caught) && caught.redirecting)) {
          notify({
            type: 'error',
            content: failure(caught, messages.msg_setup_try_again),
            clearAfterMs: MESSAGE_DELAYS.update,
          });
        }
      } finally {
        setSettingDefault(undefined);
      }
    },
    [notify, reload],
  );

  /** Check now: the server checks the stored credentials and keeps the outcome, which the reloaded list shows. */
  const checkNow = useCallback(
    async (connection: Connection) => {
      setChecking(connection.IntegrationConfigurationID);
      try {
        const checked = await api('CheckCredentials', {
          body: { IntegrationConfigurationID: connection.IntegrationConfigurationID },
        });
        notify({
          type: checked.CredentialsStatus === 'valid' ? 'success' : 'warning',
          content: `${connectionLabel(connection)}: ${credentialStatusText(checked)}.`,
          clearAfterMs: MESSAGE_DELAYS.success,
        });
        await reload();
      } catch (caught) {
        if (!(isApiError(caught) && caught.redirecting)) {
          notify({
            type: 'error',
            content: failure(caught, messages.msg_setup_try_again),
            clearAfterMs: MESSAGE_DELAYS.update,
          });
        }
      } finally {
        setChecking(undefined);
      }
    },
    [notify, reload],
  );

  return { remove, setDefault, settingDefault, checkNow, checking };
}
