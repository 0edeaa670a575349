import { MESSAGE_DELAYS, oauthErrorMessage } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { cachedAnswer } from '../../../api/use-route';
import { connectionsKey } from '../api/queries';
import { connectionTexts } from '../connection-texts';

/**
 * The end of an OAuth connect: the server sends the browser to ?oauth=connected&connection=<id> or
 * ?oauth=error&reason=<code>. The list reloads, the result shows as a flash, and the address is cleaned. An error
 * shows the catalogue's message of its code, never text from the address (anyone can send a link of this shape).
 */
export function useOauthResult() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('oauth');
    if (!outcome) return;
    let current = true;
    void queryClient.refetchQueries({ queryKey: connectionsKey }).finally(() => {
      if (!current) return;
      if (outcome === 'connected') {
        const id = params.get('connection');
        const connections = cachedAnswer(queryClient, 'GetIntegrationConfiguration');
        const connection = connections?.find((c) => c.IntegrationConfigurationID === id);
        notify({
          type: 'success',
          content: connectionTexts.connected(connection?.SystemName ?? 'The system'),
          clearAfterMs: MESSAGE_DELAYS.update,
        });
      } else {
        notify({
          type: 'error',
          content: oauthErrorMessage(params.get('reason')),
          clearAfterMs: MESSAGE_DELAYS.update,
        });
      }
      for (const name of ['oauth', 'connection', 'reason', 'message']) params.delete(name);
      const rest = params.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [search, pathname, navigate, notify, queryClient]);
}
