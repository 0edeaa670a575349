import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

/**
 * A small Secrets Manager stand-in speaking the service's JSON 1.1 protocol (X-Amz-Target: secretsmanager.*),
 * enough for the SDK's CreateSecret, GetSecretValue, PutSecretValue, UpdateSecret, DescribeSecret, DeleteSecret.
 * On disk the values are encrypted (AES-256-GCM) under a key kept beside them in the data directory.
 */
interface StoredSecret {
  arn: string;
  name: string;
  value: string;
  versionId: string;
  created: number;
}

class SecretStore {
  private readonly secrets = new Map<string, StoredSecret>();
  private readonly key: Buffer | undefined;

  constructor(private readonly directory: string | undefined) {
    if (!directory) return;
    const keyFile = join(directory, 'secrets.key');
    if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
    this.key = Buffer.from(readFileSync(keyFile, 'utf8'), 'base64');
    const dataFile = join(directory, 'secrets.enc');
    if (existsSync(dataFile)) {
      for (const secret of JSON.parse(this.decrypt(readFileSync(dataFile, 'utf8'))) as StoredSecret[]) {
        this.secrets.set(secret.name, secret);
      }
    }
  }

  private encrypt(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key!, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64')).join('.');
  }

  private decrypt(text: string): string {
    const [iv, tag, body] = text.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key!, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  }

  private persist(): void {
    if (!this.directory) return;
    writeFileSync(join(this.directory, 'secrets.enc'), this.encrypt(JSON.stringify([...this.secrets.values()])), {
      mode: 0o600,
    });
  }

  find(id: string): StoredSecret | undefined {
    return this.secrets.get(id) ?? [...this.secrets.values()].find((secret) => secret.arn === id);
  }

  put(name: string, value: string): StoredSecret {
    const existing = this.secrets.get(name);
    const secret = {
      arn: existing?.arn ?? `arn:aws:secretsmanager:us-east-1:000000000000:secret:${name}-${randomUUID().slice(0, 6)}`,
      name,
      value,
      versionId: randomUUID(),
      created: existing?.created ?? Date.now() / 1000,
    };
    this.secrets.set(name, secret);
    this.persist();
    return secret;
  }

  remove(name: string): void {
    this.secrets.delete(name);
    this.persist();
  }
}

type Answer = { status: number; body: Record<string, unknown> };
const fault = (type: string, message: string, status = 400): Answer => ({ status, body: { __type: type, message } });

function operate(store: SecretStore, operation: string, input: Record<string, string | undefined>): Answer {
  const id = input.SecretId ?? input.Name ?? '';
  const existing = store.find(id);
  const notFound = () => fault('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
  switch (operation) {
    case 'CreateSecret': {
      if (existing) return fault('ResourceExistsException', `The secret ${id} already exists.`);
      const secret = store.put(id, input.SecretString ?? '');
      return { status: 200, body: { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId } };
    }
    case 'PutSecretValue':
    case 'UpdateSecret': {
      if (!existing) return notFound();
      const secret = store.put(existing.name, input.SecretString ?? existing.value);
      return { status: 200, body: { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId } };
    }
    case 'GetSecretValue':
      if (!existing) return notFound();
      return {
        status: 200,
        body: {
          ARN: existing.arn,
          Name: existing.name,
          SecretString: existing.value,
          VersionId: existing.versionId,
          CreatedDate: existing.created,
        },
      };
    case 'DescribeSecret':
      if (!existing) return notFound();
      return { status: 200, body: { ARN: existing.arn, Name: existing.name } };
    case 'DeleteSecret':
      if (!existing) return notFound();
      store.remove(existing.name);
      return { status: 200, body: { ARN: existing.arn, Name: existing.name, DeletionDate: Date.now() / 1000 } };
    default:
      return fault('InvalidRequestException', `${operation} is not supported by the local emulator.`);
  }
}

export function startSecretsEmulator(directory: string | undefined): Promise<{ server: Server; url: string }> {
  const store = new SecretStore(directory);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.replace(/^secretsmanager\./, '');
      let answer: Answer;
      try {
        answer = operate(store, operation, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        answer = fault('InvalidRequestException', 'The request is not valid JSON.');
      }
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}
