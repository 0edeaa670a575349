import { messages } from '../messages';
import type { ConnectionDraft } from './connection-validation';
import { behaviourOf } from './system-behaviour';

export type ConnectionFieldName =
  | 'ServiceInstanceName'
  | 'URL'
  | 'CustomDomainName'
  | 'AuthorizationType'
  | 'GrantType'
  | 'UserName'
  | 'Password'
  | 'Token'
  | 'Key'
  | 'KeySecret'
  | 'AuthorizationURL'
  | 'TokenURL';

export interface ConnectionFieldsDraft extends ConnectionDraft {
  GrantType?: string;
  Key?: string;
  KeySecret?: string;
  TokenURL?: string;
}

/** What each OAuth 2.0 flow cannot do without (the client secret is optional for Authorization Code with PKCE). */
const oauthRequired: Record<string, ConnectionFieldName[]> = {
  'Authorization Code': ['AuthorizationURL', 'TokenURL', 'Key'],
  'Client Credentials': ['TokenURL', 'Key', 'KeySecret'],
  'Password Credentials': ['TokenURL', 'Key', 'KeySecret', 'UserName', 'Password'],
  Implicit: ['AuthorizationURL', 'Key'],
};

/**
 * Every field a connection must have filled to be saved, by its system's behaviour, its authorization type and (for
 * OAuth 2.0) its grant: the form marks them required and shows all that are empty at once; the spec's first
 * problem (firstConnectionProblem) still leads the message by the buttons.
 */
export function requiredConnectionFields(draft: ConnectionFieldsDraft): Set<ConnectionFieldName> {
  const behaviour = behaviourOf(draft.SystemName ?? '');
  const required = new Set<ConnectionFieldName>();
  if (behaviour.customDomain || behaviour.requiresInstanceName) required.add('ServiceInstanceName');
  if (behaviour.customDomain && draft.UseCustomDomain) required.add('CustomDomainName');
  if (!behaviour.noInstanceOrUrl && !behaviour.customDomain && !behaviour.requiresInstanceName) {
    required.add('ServiceInstanceName').add('URL');
  }
  if (behaviour.requiresAuthorizationType) required.add('AuthorizationType');
  switch (draft.AuthorizationType) {
    case 'Bearer Token':
      required.add('Token').add('URL');
      break;
    case 'Basic Auth':
      required.add('UserName').add('Password').add('AuthorizationURL');
      break;
    case 'AWS Signature':
      required.add('Key').add('KeySecret');
      break;
    case 'OAuth 2.0':
      required.add('GrantType');
      for (const field of oauthRequired[draft.GrantType ?? ''] ?? []) required.add(field);
      break;
  }
  return required;
}

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

/** The required fields that are empty, in the form's order. */
export function missingConnectionFields(draft: ConnectionFieldsDraft): ConnectionFieldName[] {
  return [...requiredConnectionFields(draft)].filter((field) => blank(draft[field]));
}

/** What a required field is required for, as a refusal says it ("for AWS Signature", "for the Implicit grant"). */
function requiredFor(draft: ConnectionFieldsDraft, field: ConnectionFieldName): string {
  if (draft.AuthorizationType === 'OAuth 2.0' && field !== 'GrantType' && draft.GrantType) {
    return `for the ${draft.GrantType} grant`;
  }
  return draft.AuthorizationType ? `for ${draft.AuthorizationType}` : '';
}

/**
 * The server's refusal of a draft with empty required fields ("Key: is required for AWS Signature; KeySecret: …"),
 * each part naming its field so the form shows it there; undefined when nothing is missing.
 */
export function missingFieldsMessage(draft: ConnectionFieldsDraft): string | undefined {
  const missing = missingConnectionFields(draft);
  if (missing.length === 0) return undefined;
  return missing.map((field) => `${field}: is required ${requiredFor(draft, field)}`.trimEnd()).join('; ');
}

const basicParts: Partial<Record<ConnectionFieldName, string>> = {
  UserName: 'the user name',
  Password: 'the password',
  AuthorizationURL: 'the authorization URL',
};

/**
 * The Basic Auth message narrowed to what is still missing ("Enter the password."); the spec's full sentence when
 * all three are.
 */
export function basicCredentialsMessage(draft: ConnectionFieldsDraft): string {
  const missing = (['UserName', 'Password', 'AuthorizationURL'] as const).filter((field) => blank(draft[field]));
  if (missing.length === 0 || missing.length === 3) return messages.msg_validate_basic;
  const parts = missing.map((field) => basicParts[field]!);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Enter ${list}.`;
}
