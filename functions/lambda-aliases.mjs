// Modules every Lambda bundle replaces: the one table functions/build.mjs and infra's esmBundling() both read.
import { fileURLToPath } from 'node:url';

/** Package name → the absolute path of the file bundled in its place (see the file for why). */
export const lambdaAliases = {
  '@aws-sdk/credential-provider-node': fileURLToPath(new URL('./src/data/lambda-credentials.ts', import.meta.url)),
};
