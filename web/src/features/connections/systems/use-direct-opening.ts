import { MESSAGE_DELAYS } from '@switchboard/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { systemByName, type SystemListItem, type SystemLists } from '../../catalogue/catalogue-options';
import { directlyOpenedSystem } from './direct-opening';

/**
 * Opens the OAuth connect of the system a link names (hash or ?openPopUp=true&connection=…), once the catalogue
 * is there; then takes the hint out of the address so a reload does not open it again.
 */
export function useDirectOpening(lists: SystemLists | undefined, open: (system: SystemListItem) => void) {
  const { hash, search, pathname } = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  useEffect(() => {
    if (!lists) return;
    const params = new URLSearchParams(search);
    const name = directlyOpenedSystem(hash, params);
    if (!name) return;
    const system = systemByName(lists, name);
    if (system) open(system);
    else
      notify({ type: 'error', content: `${name} is not in the catalogue.`, clearAfterMs: MESSAGE_DELAYS.loadingError });
    params.delete('openPopUp');
    params.delete('connection');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [lists, hash, search, pathname, navigate, notify, open]);
}
