import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createRequire } from 'node:module';

/** Commands that only read: every other command an SDK client sends counts as a write (Lambda invokes too). */
const READS = /^(Get|BatchGet|TransactGet|Query|Scan|Describe|List|Head)[A-Z]/;

let writes = 0;
let counting = false;

/**
 * Counts the writes the AWS SDK clients of this test process send (to DynamoDB, S3, Secrets Manager and any other):
 * the handlers called in-process (in-process.ts) reach the runtime's stand-ins through those clients only, so calls
 * during which the count did not move stored nothing. Counted at the SDK's one Client class, the class of every
 * service client, which this checks rather than assumes (a second copy of the SDK would count nothing).
 */
export function countStorageWrites(): void {
  if (counting) return;
  const { Client } = createRequire(import.meta.url)('@smithy/core/client') as {
    Client: { prototype: { send: (command: object, ...rest: unknown[]) => unknown } };
  };
  for (const service of [DynamoDBClient, DynamoDBDocumentClient, S3Client, SecretsManagerClient])
    if (!(service.prototype instanceof (Client as unknown as abstract new () => object)))
      throw new Error(`storage writes: ${service.name} is not built on the SDK client counted here`);
  const send = Client.prototype.send;
  Client.prototype.send = function (this: unknown, command: object, ...rest: unknown[]) {
    if (!READS.test(command.constructor.name)) writes += 1;
    return send.call(this, command, ...rest);
  };
  counting = true;
}

/** Storage writes sent by this process so far (0 until countStorageWrites). */
export const storageWritesSoFar = () => writes;
/** Whether the writes are counted (in-process handlers were loaded). */
export const storageWritesCounted = () => counting;
