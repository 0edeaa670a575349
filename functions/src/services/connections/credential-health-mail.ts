import { mailEnv } from '../../config/env';
import { log } from '../../log/log';
import { mailer } from '../../mail/mailer';
import { accounts } from '../account/accounts';
import type { CredentialHealth, CredentialWarning } from './credential-health-store';
import type { ConnectionRecord } from './connections-repository';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of the warning: what happened to the credentials of which connection (never a credential itself). */
export function warningText(connection: ConnectionRecord, warning: CredentialWarning, health: CredentialHealth) {
  const name = `${connection.SystemName}${connection.ServiceInstanceName ? ` (${connection.ServiceInstanceName})` : ''}`;
  if (warning === 'failing') {
    return health.Status === 'unreachable'
      ? `The credentials of ${name} could not be checked: the system did not answer.`
      : `The credentials of ${name} were refused by the system.`;
  }
  return `The access token of ${name} expires on ${health.TokenExpiresAt?.slice(0, 10)}: connect it again.`;
}

/** Mails the organization's enabled OrgAdmins that a credential needs attention (once per change: see the caller). */
export async function mailOrgAdmins(
  connection: ConnectionRecord,
  warning: CredentialWarning,
  health: CredentialHealth,
) {
  const admins = (await accounts.ofOrganization(connection.OrganizationID)).filter(
    (user) => user.Role === 'OrgAdmin' && user.Enabled && user.Approved !== false,
  );
  const text = warningText(connection, warning, health);
  const link = `${mailEnv().CONSOLE_URL.replace(/\/$/, '')}/setup/systems`;
  for (const admin of admins) {
    await mailer().send({
      to: admin.Email,
      subject: warning === 'failing' ? 'Credentials of a connection failed' : 'A connection token expires soon',
      text: `${text}\n\nSee the connection in Setup systems: ${link}\n`,
      html: `<p>${escapeHtml(text)}</p><p>See the connection in <a href="${link}">Setup systems</a>.</p>`,
    });
  }
  log('info', 'credential warning mailed', {
    connection: connection.IntegrationConfigurationID,
    warning,
    recipients: admins.length,
  });
}
