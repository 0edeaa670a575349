import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages } from '@switchboard/shared';
import { failureText } from '../../../api/api-error';
import { useRoute } from '../../../api/use-route';
import { useUrlFilters } from '../../../components/list-screen/use-url-filters';
import { ConsoleLink } from '../../../components/page/ConsoleLink';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ConnectionPicker } from './ConnectionPicker';
import { IntegrationTabs } from './IntegrationTabs';

const FILTERS = ['IntegrationConfigurationID'] as const;
const SETUP_SYSTEMS = '/setup/systems';

/**
 * /connections/integration-settings[?IntegrationConfigurationID=]: one connection's integration defaults, column name
 * changes and custom columns. Every record names the connection, so without one nothing is sent: an organization
 * with none is pointed to Setup systems, and a connection named in the URL that is not the organization's gets
 * msg_no_connection.
 */
export default function IntegrationSettingsPage() {
  usePageTitle('Integration settings');
  const connections = useRoute('GetIntegrationConfiguration');
  const [{ IntegrationConfigurationID: wanted }, setFilters] = useUrlFilters(FILTERS);
  const list = connections.data ?? [];
  // The one named in the URL, else the organization's default (or newest) connection.
  const chosen = wanted
    ? list.find((connection) => connection.IntegrationConfigurationID === wanted)
    : (list.find((connection) => connection.IsDefault) ?? list[0]);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Per connection: the values of its system's default settings, new names for its columns, and columns of your own."
        >
          Integration settings
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <SpaceBetween size="m">
            <ConnectionPicker
              connections={list}
              loading={connections.isPending}
              value={chosen?.IntegrationConfigurationID}
              onChange={(id) => setFilters({ IntegrationConfigurationID: id })}
            />
            {connections.isError && (
              <Alert type="error">{failureText(messages.msg_get_error, connections.error)}</Alert>
            )}
            {connections.isSuccess && !chosen && !wanted && (
              <Alert type="info" header="No connections yet">
                Integration settings belong to a connection. Connect a system on{' '}
                <ConsoleLink href={SETUP_SYSTEMS}>Setup systems</ConsoleLink> first.
              </Alert>
            )}
            {connections.isSuccess && !chosen && wanted && <Alert type="error">{messages.msg_no_connection}</Alert>}
          </SpaceBetween>
        </Container>
        {chosen && <IntegrationTabs key={chosen.IntegrationConfigurationID} connection={chosen} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
