import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { randomBytes } from 'node:crypto';

let client: SecretsManagerClient | undefined;
const secrets = () => (client ??= new SecretsManagerClient({}));

const prefix = () => process.env.SECRETS_PREFIX ?? 'switchboard/';

/**
 * A connection's credentials as one JSON secret; DynamoDB keeps only its name. Every save writes a new secret under
 * a new name ({org}/connections/{id}/{version}) and points the record at it with a conditional write, so a save that
 * loses a race never overwrites the winner's credentials, and two first saves never collide on one name.
 */
export function newConnectionSecretName(organizationId: string, connectionId: string): string {
  return `${prefix()}${organizationId}/connections/${connectionId}/${randomBytes(8).toString('hex')}`;
}

/** Credentials of an OAuth connect waiting for the provider's callback: one per user, kept apart from the connection's. */
export function pendingOAuthSecretName(organizationId: string, userKey: string): string {
  return `${prefix()}${organizationId}/oauth-pending/${userKey}`;
}

/** An organization's setting value whose definition has Encrypt: a new name per save, as connections do. */
export function newSettingSecretName(organizationId: string, settingId: string): string {
  return `${prefix()}${organizationId}/settings/${settingId}/${randomBytes(8).toString('hex')}`;
}

/** The credentials of a configuration waiting in a setup's pending list (one secret per entry). */
export function pendingSetupSecretName(organizationId: string, entryId: string): string {
  return `${prefix()}${organizationId}/setup-pending/${entryId}`;
}

export async function createSecret(name: string, values: Record<string, string>): Promise<void> {
  await secrets().send(new CreateSecretCommand({ Name: name, SecretString: JSON.stringify(values) }));
}

/** Writes a secret whose name is reused (the pending OAuth credentials): replaces it, or creates it. */
export async function writeSecret(name: string, values: Record<string, string>): Promise<void> {
  const SecretString = JSON.stringify(values);
  for (let attempt = 0; ; attempt++) {
    try {
      await secrets().send(new PutSecretValueCommand({ SecretId: name, SecretString }));
      return;
    } catch (error) {
      if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    }
    try {
      await secrets().send(new CreateSecretCommand({ Name: name, SecretString }));
      return;
    } catch (error) {
      // Created meanwhile by a concurrent write: put the value again.
      if ((error as Error).name !== 'ResourceExistsException' || attempt > 0) throw error;
    }
  }
}

export async function readSecret(name: string): Promise<Record<string, string>> {
  try {
    const answer = await secrets().send(new GetSecretValueCommand({ SecretId: name }));
    return JSON.parse(answer.SecretString ?? '{}') as Record<string, string>;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return {};
    throw error;
  }
}

export async function deleteSecret(name: string): Promise<void> {
  try {
    await secrets().send(new DeleteSecretCommand({ SecretId: name, ForceDeleteWithoutRecovery: true }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
}
