import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { messages, type Connection } from '@switchboard/shared';
import { useMemo } from 'react';
import { failureText } from '../../../api/api-error';
import { useRoute } from '../../../api/use-route';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useUrlFilters } from '../../../components/list-screen/use-url-filters';
import { columnChangesScreen } from './column-changes-screen';
import { customColumnsScreen } from './custom-columns-screen';
import { integrationDefaultsScreen } from './integration-defaults-screen';

const TAB = ['tab'] as const;

/** The three kinds of per-connection records (spec part 1, screens 5–7), a tab each. */
export function IntegrationTabs({ connection }: { connection: Connection }) {
  const id = connection.IntegrationConfigurationID;
  const system = connection.SystemName;
  // The default setting fields and the columns of the connection's system (what its records refer to).
  const systemQuery = { SystemListID: connection.SystemListID };
  const fields = useRoute('GetSystemListDefaultSettingFields', systemQuery);
  const columns = useRoute('GetIntegrationColumns', systemQuery);
  const [{ tab = 'defaults' }, setTab] = useUrlFilters(TAB);

  const defaults = useMemo(
    () => (fields.data ? integrationDefaultsScreen(id, system, fields.data) : undefined),
    [id, system, fields.data],
  );
  const columnNames = useMemo(
    () =>
      columnChangesScreen({
        connectionId: id,
        systemName: system,
        columns: (columns.data ?? []).map((column) => column.ColumnName),
        columnsLoading: columns.isPending,
      }),
    [id, system, columns.data, columns.isPending],
  );
  const customColumns = useMemo(() => customColumnsScreen(id), [id]);

  return (
    <Tabs
      ariaLabel="Integration settings"
      activeTabId={tab}
      onChange={(event) =>
        setTab({ tab: event.detail.activeTabId === 'defaults' ? undefined : event.detail.activeTabId })
      }
      tabs={[
        {
          id: 'defaults',
          label: 'Default settings',
          content: defaults ? (
            <ListScreen config={defaults} />
          ) : fields.isError ? (
            <Alert type="error">{failureText(messages.msg_get_error, fields.error)}</Alert>
          ) : (
            <Spinner size="large" />
          ),
        },
        { id: 'column-names', label: 'Column name changes', content: <ListScreen config={columnNames} /> },
        { id: 'custom-columns', label: 'Custom columns', content: <ListScreen config={customColumns} /> },
      ]}
    />
  );
}
