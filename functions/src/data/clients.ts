import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvVar, type TableKey } from '@switchboard/shared';

let documentClient: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client; its endpoint comes from the standard AWS environment (AWS_ENDPOINT_URL_DYNAMODB locally). */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(key: TableKey): string {
  const name = process.env[tableEnvVar(key)];
  if (!name) throw new Error(`${tableEnvVar(key)} is not set`);
  return name;
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
