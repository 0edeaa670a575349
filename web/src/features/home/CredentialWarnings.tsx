import Alert from '@cloudscape-design/components/alert';
import { useRoute } from '../../api/use-route';
import { ConsoleLink } from '../../components/page/ConsoleLink';
import { connectionLabel } from '../connections/systems/connection-format';
import { credentialWarnings } from '../connections/systems/credential-warnings';

/**
 * Home's warning of connections whose credentials fail or whose token expires within 7 days (issue 29 item 17), each
 * linking to the connection. Shown to the roles that may see connections; nothing when all is well.
 */
export function CredentialWarnings() {
  const connections = useRoute('GetIntegrationConfiguration');
  const warnings = credentialWarnings(connections.data ?? []);
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="warning"
      header={warnings.length === 1 ? 'A connection needs attention' : `${warnings.length} connections need attention`}
    >
      <ul aria-label="Connections that need attention">
        {warnings.map(({ connection, text, href }) => (
          <li key={connection.IntegrationConfigurationID}>
            <ConsoleLink href={href}>{connectionLabel(connection)}</ConsoleLink>: {text}.
          </li>
        ))}
      </ul>
    </Alert>
  );
}
