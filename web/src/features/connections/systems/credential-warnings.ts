import { credentialWarning, type Connection } from '@switchboard/shared';
import { formatDateTime } from '../../../components/format/date-time';
import { editInListPath, editPathOf } from '../setup-paths';

/** A connection whose credential needs attention, as Home lists it: what is wrong and where to fix it. */
export interface CredentialWarningItem {
  connection: Connection;
  text: string;
  /** The connection's edit page, or Setup systems with its edit open. */
  href: string;
}

/** What is wrong with the credential, in the words the warnings use (never a credential itself). */
export function credentialWarningText(connection: Connection, now = Date.now()): string | undefined {
  const warning = credentialWarning(
    { Status: connection.CredentialsStatus, TokenExpiresAt: connection.TokenExpiresAt },
    now,
  );
  if (warning === 'failing') {
    return connection.CredentialsStatus === 'unreachable'
      ? 'its credentials could not be checked: the system did not answer'
      : 'its credentials were refused by the system';
  }
  if (warning === 'expiring') {
    const at = formatDateTime(connection.TokenExpiresAt ?? '');
    return Date.parse(connection.TokenExpiresAt ?? '') <= now
      ? `its access token expired on ${at}: connect it again`
      : `its access token expires on ${at}: connect it again`;
  }
  return undefined;
}

/** The organization's connections whose credentials need attention (failing, or a token expiring within 7 days). */
export function credentialWarnings(connections: readonly Connection[], now = Date.now()): CredentialWarningItem[] {
  return connections.flatMap((connection) => {
    const text = credentialWarningText(connection, now);
    if (!text) return [];
    const href = editPathOf(connection.SystemName, connection.IntegrationConfigurationID) ?? editInListPath(connection);
    return [{ connection, text, href }];
  });
}
