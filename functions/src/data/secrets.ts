import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';

let client: SecretsManagerClient | undefined;
const secrets = () => (client ??= new SecretsManagerClient({}));

/** One secret per connection: its credentials as a JSON object. DynamoDB keeps only the secret's name. */
export function connectionSecretName(organizationId: string, connectionId: string): string {
  return `${process.env.SECRETS_PREFIX ?? 'switchboard/'}${organizationId}/connections/${connectionId}`;
}

export async function writeSecret(name: string, values: Record<string, string>): Promise<void> {
  const SecretString = JSON.stringify(values);
  try {
    await secrets().send(new PutSecretValueCommand({ SecretId: name, SecretString }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await secrets().send(new CreateSecretCommand({ Name: name, SecretString }));
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
