import {
  fillMessage,
  isSecretFieldName,
  messages,
  parseAdditionalConfiguration,
  SECRET_MASK,
  type connectionInput,
} from '@switchboard/shared';
import type * as z from 'zod/mini';
import { readSecret } from '../../data/secrets';
import { invalid } from '../../errors';
import type { ConnectionRecord } from './connections-repository';

export type ConnectionDraft = z.output<typeof connectionInput>;

const SECRET_FIELDS = ['Password', 'Token', 'Key', 'KeySecret'] as const;
const OAUTH_TOKENS = ['AccessToken', 'RefreshToken', 'InstanceUrl'] as const;
/** Every address a connection sends credentials to. */
const DESTINATIONS = ['URL', 'AuthorizationURL', 'TokenURL'] as const;

export interface ResolvedCredentials {
  /** What the connection's secret holds after this save. */
  secret: Record<string, string>;
  /** What it held before. */
  stored: Record<string, string>;
  /** The OAuth 2.0 client id (sent as Key): not a secret, kept on the record. */
  clientId: string;
}

const originOf = (address: string | undefined) => {
  if (!address) return '';
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
};

/** Whether the draft sends credentials to another origin (scheme, host, port) than the stored connection did. */
export function destinationChanged(current: Partial<ConnectionRecord>, draft: ConnectionDraft): boolean {
  return DESTINATIONS.some((field) => originOf(current[field] as string | undefined) !== originOf(draft[field]));
}

/**
 * The credentials a save or a check uses: what the draft gives, and the stored value wherever it sends the mask
 * back — but a stored credential is bound to the addresses it was saved with: when the draft moves any of them to
 * another origin, every credential it would keep must be typed again (400 naming them), and the tokens an OAuth
 * connect obtained are dropped (connect again).
 */
export async function resolveCredentials(
  draft: ConnectionDraft,
  current?: ConnectionRecord,
): Promise<ResolvedCredentials> {
  const stored = current?.SecretName ? await readSecret(current.SecretName) : {};
  const oauth = draft.AuthorizationType === 'OAuth 2.0';
  const kept: string[] = [];
  const take = (given: string, storedValue: string | undefined, name: string) => {
    if (given !== SECRET_MASK) return given;
    if (storedValue) kept.push(name);
    return storedValue ?? '';
  };
  const secret: Record<string, string> = {};
  for (const field of SECRET_FIELDS) {
    if (oauth && field === 'Key') continue;
    const value = take(draft[field], stored[field], field);
    if (value) secret[field] = value;
  }
  // System-specific credentials (AdditionalConfiguration fields named like ApiKey, ClientSecret…) as Extra.<name>.
  for (const [name, given] of Object.entries(parseAdditionalConfiguration(draft.AdditionalConfiguration) ?? {})) {
    if (!isSecretFieldName(name)) continue;
    const value = take(given, stored[`Extra.${name}`], `AdditionalConfiguration.${name}`);
    if (value) secret[`Extra.${name}`] = value;
  }
  const moved = current !== undefined && destinationChanged(current, draft);
  if (moved && kept.length) throw invalid(fillMessage(messages.msg_secrets_retype, { fields: kept.join(', ') }));
  if (!moved) for (const field of OAUTH_TOKENS) if (stored[field]) secret[field] = stored[field];
  // Records saved before the client id moved out of the secret still have it there.
  const storedClientId = current?.ClientID ?? stored.Key ?? '';
  const clientId = oauth ? (draft.Key === SECRET_MASK ? storedClientId : draft.Key) : '';
  return { secret, stored, clientId };
}

export function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
