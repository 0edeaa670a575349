const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The console's own origins: CONSOLE_URL, and — when it is on this machine — the same port under the other loopback
 * names, since a browser may open the console as localhost or as 127.0.0.1 (each keeps its own cookies).
 */
function consoleOrigins(): string[] {
  const configured = new URL(process.env.CONSOLE_URL ?? 'http://localhost');
  if (!LOOPBACK_NAMES.includes(configured.hostname)) return [configured.origin];
  const port = configured.port ? `:${configured.port}` : '';
  return [configured.origin, ...LOOPBACK_NAMES.map((name) => `${configured.protocol}//${name}${port}`)];
}

/**
 * Where an OAuth provider sends the browser back with a code: the console origin the request came through (its
 * X-Forwarded-Host or Host) when that is one of the console's own, so the session cookie of that origin comes along;
 * otherwise CONSOLE_URL. The header only chooses among known origins, never names one.
 */
export function callbackOrigin(requestHost: string | undefined): string {
  const origins = consoleOrigins();
  const host = requestHost?.split(',')[0]?.trim().toLowerCase();
  return origins.find((origin) => new URL(origin).host === host) ?? origins[0]!;
}
