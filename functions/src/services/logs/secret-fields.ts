import { secretFieldRule } from '@switchboard/shared';

/**
 * The request fields the route table's schemas mark `secret()` (shared/src/core/secret.ts: a password, token, key,
 * PIN or encrypted value), as the usage logs name them without their values. Written out rather than derived when
 * the Lambda loads: deriving them builds every route's schema, which a group's Lambda no longer does at a cold start
 * (it binds its own route parts). secret-fields.test.ts derives the set from the whole route table and fails, naming
 * the field, when the two differ.
 */
export const secretFieldNames = [
  'Password',
  'ConfirmPassword',
  'OldPassword',
  'NewPassword',
  'Token',
  'Key',
  'KeySecret',
  'UserLoginPin',
] as const;

/** Whether a stored field holds a secret. */
export const isSecretField = secretFieldRule(secretFieldNames);
