/** The environment a deployed Lambda has (dev stage), for importing a bundled handler in a fresh process. */
export const lambdaEnv = {
  ...process.env,
  TABLE_IDENTITY: 'i',
  TABLE_ENTITIES: 'e',
  TABLE_CATALOGUE: 'c',
  TABLE_LOGS: 'l',
  STAGE: 'dev',
  SECURE_COOKIES: 'true',
  SECRETS_PREFIX: 'switchboard/bench/',
  CONSOLE_URL: 'https://console.example.com',
  MAIL_TRANSPORT: 'ses',
  MAIL_FROM: 'no-reply@example.com',
};
