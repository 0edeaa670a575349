import type { SetupData } from '@switchboard/shared';
import { useNavigate } from 'react-router-dom';
import { useRouteList } from '../../../api/use-route-list';
import { ListTable } from '../../../components/list-screen/ListTable';
import { listTableState } from '../../../components/list-screen/list-table-state';
import { editPathOf, SETUP_SYSTEMS_PATH } from '../../connections/setup-paths';
import { connectedTable } from './setup-tables';

const configurations = (answer: SetupData) => answer.IntegrationConfigurations;

/** Update mode: the organization's connections (GetData in update mode), each opening where it is edited. */
export function ConnectedSystems() {
  const navigate = useNavigate();
  const list = useRouteList('GetData', { query: { IsUpdateMode: 'true' }, select: configurations });
  return (
    <ListTable
      table={connectedTable((item) =>
        navigate(editPathOf(item.SystemName, item.IntegrationConfigurationID) ?? SETUP_SYSTEMS_PATH),
      )}
      {...listTableState(list)}
    />
  );
}
