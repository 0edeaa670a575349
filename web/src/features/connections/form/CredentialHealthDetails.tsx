import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRoute } from '../../../api/use-route';
import { formatDateTime } from '../../../components/format/date-time';
import { CredentialOutcome } from '../systems/credential-status';
import { credentialWarningText } from '../systems/credential-warnings';

/**
 * A stored connection's credential health on its edit page and dialog (issue 29 item 17): the last check's result,
 * when it ran and when its OAuth token expires, with the warning Home shows when it needs attention. Never a secret.
 */
export function CredentialHealthDetails({ connectionId }: { connectionId: string }) {
  const connections = useRoute('GetIntegrationConfiguration');
  const connection = connections.data?.find((c) => c.IntegrationConfigurationID === connectionId);
  if (!connection) {
    return <Box color="text-body-secondary">{connections.isPending ? 'Loading…' : 'Not known.'}</Box>;
  }
  const warning = credentialWarningText(connection);
  return (
    <SpaceBetween size="s">
      {warning && <Alert type="warning">This connection needs attention: {warning}.</Alert>}
      <KeyValuePairs
        columns={3}
        items={[
          { label: 'Credentials', value: <CredentialOutcome connection={connection} /> },
          {
            label: 'Last checked',
            value: connection.CredentialsCheckedAt ? formatDateTime(connection.CredentialsCheckedAt) : 'Never',
          },
          {
            label: 'Token expires',
            value: connection.TokenExpiresAt ? formatDateTime(connection.TokenExpiresAt) : 'No token',
          },
        ]}
      />
    </SpaceBetween>
  );
}
