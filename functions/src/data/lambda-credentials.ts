import { fromEnv, type FromEnvInit } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (the alias in
 * functions/lambda-aliases.mjs); tests and `npm start` run the real one. A Lambda's credentials are its execution
 * role's, given as AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN: the first link of the SDK's
 * default chain, and the only one that ever answers there. The rest of the chain (SSO, SSO-OIDC, STS, sign-in, ini
 * files, processes, web identity, instance metadata) is ~95 KB of minified code every cold start compiled for nothing.
 */
export const defaultProvider = (init?: FromEnvInit) => fromEnv(init);
