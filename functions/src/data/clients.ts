import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvVar, type TableKey } from '@switchboard/shared';

let documentClient: DynamoDBDocumentClient | undefined;
let cachedClient: DynamoDBClient | undefined;

/** The DynamoDB document client; its endpoint comes from the standard AWS environment (AWS_ENDPOINT_URL_DYNAMODB locally). */
export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient({});
    // The SDK's logger middleware runs every input and answer through its sensitive-data filter for the log line
    // even when nothing logs (its default logger is a no-op): a third of the SDK's CPU on a 50-row Query. We never
    // log through the SDK, so it goes.
    client.middlewareStack.remove('loggerMiddleware');
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

/**
 * The low-level DynamoDB client that resolves its middleware stack once per command class (cacheMiddleware), for
 * the paths that send thousands of requests of one command (a help import's question claims). The document client
 * cannot cache it (it adds its marshalling middleware to every command), so it sorts and chains the whole stack
 * again on every request: about a tenth of a conditional put's CPU here. Items are given as AttributeValues.
 */
export function dynamoCached(): DynamoDBClient {
  if (!cachedClient) {
    cachedClient = new DynamoDBClient({ cacheMiddleware: true });
    // Removed before the first request, as the cache requires (see dynamo() for why).
    cachedClient.middlewareStack.remove('loggerMiddleware');
  }
  return cachedClient;
}

export function tableName(key: TableKey): string {
  const name = process.env[tableEnvVar(key)];
  if (!name) throw new Error(`${tableEnvVar(key)} is not set`);
  return name;
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
