import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { behaviourOf, type Connection, type CredentialsStatus } from '@switchboard/shared';
import { formatDateTime } from '../../../components/format/date-time';

const indicator: Record<CredentialsStatus, { type: StatusIndicatorProps.Type; text: string }> = {
  valid: { type: 'success', text: 'Valid' },
  invalid: { type: 'error', text: 'Invalid' },
  unreachable: { type: 'warning', text: 'Unreachable' },
  'not checked': { type: 'stopped', text: 'Not checked' },
};

/** Whether Validate (and Check now) asks the system, or the credentials count as valid without a check. */
export const checkedWithRequest = (connection: Connection) =>
  connection.AuthorizationType === 'Basic Auth' && !behaviourOf(connection.SystemName).validWithoutCheck;

/** The status column's words: the outcome, when it was checked, when the token expires (never a credential). */
export function credentialStatusText(connection: Connection): string {
  const status = connection.CredentialsStatus ?? 'not checked';
  const parts = [indicator[status].text];
  if (status === 'valid' && !checkedWithRequest(connection)) parts[0] = 'Valid without a check';
  if (connection.CredentialsCheckedAt) parts.push(`checked ${formatDateTime(connection.CredentialsCheckedAt)}`);
  if (connection.TokenExpiresAt) parts.push(`token expires ${formatDateTime(connection.TokenExpiresAt)}`);
  return parts.join(', ');
}

/** The credentials' health as a status indicator with its words. */
export function CredentialStatus({ connection }: { connection: Connection }) {
  const status = connection.CredentialsStatus ?? 'not checked';
  return <StatusIndicator type={indicator[status].type}>{credentialStatusText(connection)}</StatusIndicator>;
}

/** The last check's outcome alone (the connection's details show when it ran and the token's expiry apart). */
export function CredentialOutcome({ connection }: { connection: Connection }) {
  const status = connection.CredentialsStatus ?? 'not checked';
  const text = status === 'valid' && !checkedWithRequest(connection) ? 'Valid without a check' : indicator[status].text;
  return <StatusIndicator type={indicator[status].type}>{text}</StatusIndicator>;
}
