import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './clients';

/**
 * A pending OAuth connect: the callback arrives by a cross-site redirect without the session cookie, so it is
 * identified by its single-use state, stored here with the organization, the user, the PKCE verifier and the
 * connection being made (never a credential: those wait in a pending secret); it expires after 10 minutes.
 */
export interface OAuthState {
  state: string;
  OrganizationID: string;
  Email: string;
  ConnectionID: string;
  Draft: Record<string, unknown>;
  CodeVerifier: string;
  RedirectUri: string;
  /** The secret holding this connect's client credentials until the callback, and the nonce that marks them as its. */
  PendingSecretName: string;
  PendingNonce: string;
  expiresAt: number;
}

const key = (state: string) => ({ pk: `OAUTHSTATE#${state}`, sk: 'STATE' });

export const oauthStates = {
  async put(value: OAuthState): Promise<void> {
    await dynamo().send(new PutCommand({ TableName: tableName('Identity'), Item: { ...key(value.state), ...value } }));
  },
  /** Takes the state (it works once); undefined when unknown, used or expired. */
  async take(state: string): Promise<OAuthState | undefined> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName('Identity'), Key: key(state), ReturnValues: 'ALL_OLD' }),
    );
    const value = answer.Attributes as OAuthState | undefined;
    return value && value.expiresAt > Date.now() / 1000 ? value : undefined;
  },
};
