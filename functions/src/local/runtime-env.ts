/** What the local runtime's handlers read besides the stand-ins: the stage, mail to an outbox, plain-http cookies. */
export function localRuntimeEnv(settings: {
  outbox: string;
  consoleUrl: string;
  logLevel: string;
}): Record<string, string> {
  return {
    STAGE: 'local',
    MAIL_TRANSPORT: 'outbox',
    MAIL_FROM: process.env.MAIL_FROM ?? 'Switchboard <no-reply@switchboard.local>',
    MAIL_OUTBOX_DIR: settings.outbox,
    CONSOLE_URL: settings.consoleUrl,
    SECURE_COOKIES: 'false',
    LOG_LEVEL: settings.logLevel,
  };
}
