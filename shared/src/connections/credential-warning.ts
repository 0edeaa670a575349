import type { CredentialsStatus } from './schemas';

/** A credential whose OAuth token expires within this many days needs the OrgAdmins' attention. */
export const CREDENTIAL_EXPIRY_WARNING_DAYS = 7;

export type CredentialWarning = 'failing' | 'expiring';

/**
 * Whether a connection's credential needs the OrgAdmins' attention (issue 29 item 17): its last check failed, or its
 * token expires within CREDENTIAL_EXPIRY_WARNING_DAYS. The server mails on it, Home and the connection show it.
 */
export function credentialWarning(
  health: { Status?: CredentialsStatus; TokenExpiresAt?: string } | undefined,
  now = Date.now(),
): CredentialWarning | undefined {
  if (health?.Status === 'invalid' || health?.Status === 'unreachable') return 'failing';
  if (!health?.TokenExpiresAt) return undefined;
  const left = Date.parse(health.TokenExpiresAt) - now;
  return left < CREDENTIAL_EXPIRY_WARNING_DAYS * 86_400_000 ? 'expiring' : undefined;
}
