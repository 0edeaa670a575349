import type { Connection } from '@switchboard/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * `?edit=<id>` (editInListPath: e.g. "Open the existing connection" after a second one of a system was refused)
 * opens that connection's edit once the list has it; the address is then cleaned. An id that is not in the list
 * opens nothing.
 */
export function useEditFromUrl(connections: readonly Connection[] | undefined, edit: (connection: Connection) => void) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const id = params.get('edit');
    if (!id || !connections) return;
    params.delete('edit');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    const connection = connections.find((c) => c.IntegrationConfigurationID === id);
    if (connection) edit(connection);
  }, [search, pathname, navigate, connections, edit]);
}
