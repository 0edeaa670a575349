import { AppError } from '../../errors';
import { OutboundError, safeFetch } from '../../net/safe-fetch';

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

/**
 * Asks the provider's token URL for tokens (form-encoded, as OAuth 2.0 wants); answers the token fields to keep
 * (for the secret) and the seconds the access token lasts when the answer says (expires_in).
 */
export async function requestTokens(
  tokenUrl: string,
  form: Record<string, string>,
): Promise<{ tokens: Record<string, string>; expiresIn?: number }> {
  let answer;
  try {
    answer = await safeFetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError('upstream', error.message);
    throw error;
  }
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  if (answer.status < 200 || answer.status >= 300 || typeof json.access_token !== 'string') {
    const reason =
      typeof json.error_description === 'string' ? json.error_description : String(json.error ?? answer.status);
    throw new AppError('upstream', `The token URL refused the request: ${reason}`);
  }
  const tokens: Record<string, string> = { AccessToken: json.access_token };
  if (typeof json.refresh_token === 'string') tokens.RefreshToken = json.refresh_token;
  if (typeof json.instance_url === 'string') tokens.InstanceUrl = json.instance_url;
  const expiresIn = Number(json.expires_in);
  return { tokens, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : undefined };
}
