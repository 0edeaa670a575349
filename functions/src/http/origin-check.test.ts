import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';

Object.assign(process.env, {
  TABLE_IDENTITY: 'identity',
  TABLE_ENTITIES: 'entities',
  TABLE_LOGS: 'logs',
  STAGE: 'prod',
  SECURE_COOKIES: 'true',
  CLIENT_ADDRESS_HEADER: 'cloudfront-viewer-address',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-verify-AbCdEf',
});

const { handler } = await import('../groups/account/handler');
const dynamo = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);

const event = (headers: Record<string, string>) =>
  ({
    version: '2.0',
    routeKey: 'POST /Auth/Login',
    rawPath: '/Auth/Login',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: JSON.stringify({ Email: 'someone@example.com', Password: 'guess' }),
    requestContext: { http: { sourceIp: '198.51.100.7' } },
  }) as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'req-1' } as Context;

describe('requests that did not come through CloudFront', () => {
  beforeEach(() => {
    dynamo.reset();
    secrets.reset();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'the-origin-secret' });
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
  });

  it('are refused before any rate limit or sign-in, whatever viewer address they claim', async () => {
    const attempts: Record<string, string>[] = [
      { 'cloudfront-viewer-address': '203.0.113.9:443' },
      { 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': 'a-guess' },
    ];
    for (const headers of attempts) {
      const result = await handler(event(headers), context);
      expect(result).toMatchObject({
        statusCode: 403,
        body: '"The API is reached through the console’s address only."',
      });
    }
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('go on when CloudFront added the secret header', async () => {
    dynamo.onAnyCommand().resolves({});
    const result = await handler(
      event({ 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': 'the-origin-secret' }),
      context,
    );
    expect(result.statusCode).not.toBe(403);
    expect(dynamo.calls().length).toBeGreaterThan(0);
  });
});
