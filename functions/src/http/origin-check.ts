import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '../config/env';
import { AppError } from '../errors';

/** The header CloudFront adds to every request it forwards to the API (an origin custom header). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The secret is read once per container and again after this long (or at a mismatch), so a rotation is seen. */
const CACHE_MS = 5 * 60_000;
let client: SecretsManagerClient | undefined;
let cached: { value: Promise<string>; at: number } | undefined;

function expectedValue(arn: string, fresh: boolean): Promise<string> {
  if (!cached || fresh || Date.now() - cached.at > CACHE_MS) {
    client ??= new SecretsManagerClient({});
    const value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((answer) => answer.SecretString ?? '');
    cached = { value, at: Date.now() };
    value.catch(() => (cached = undefined));
  }
  return cached.value;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const matches = (given: string, expected: string) =>
  expected.length > 0 && timingSafeEqual(digest(given), digest(expected));

/**
 * Deployed (ORIGIN_SECRET_ARN set), only CloudFront reaches the API: a request that came to the execute-api
 * endpoint directly lacks the secret header and is refused (403) before anything else. That is what makes the
 * viewer address CloudFront adds (CLIENT_ADDRESS_HEADER) trustworthy for rate limits. Locally there is no secret.
 */
export async function verifyOrigin(event: APIGatewayProxyEventV2): Promise<void> {
  const arn = env().ORIGIN_SECRET_ARN;
  if (!arn) return;
  const given = event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
  if (given && matches(given, await expectedValue(arn, false))) return;
  if (given && matches(given, await expectedValue(arn, true))) return;
  throw new AppError('forbidden', 'The API is reached through the console’s address only.');
}
