import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/**
 * The runtime's DynamoDB stand-in, for the tests that read what is stored or write what an older deployment (or a
 * moment long past) left, which no API call can.
 */
export const storedTables = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

export const ENTITIES_TABLE = 'switchboard-entities';
