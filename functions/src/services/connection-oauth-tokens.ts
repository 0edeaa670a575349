import { AppError } from '../http/errors';
import { OutboundError, safeFetch } from '../net/safe-fetch';

/** Asks the provider's token URL for tokens (form-encoded, as OAuth 2.0 wants); answers the token fields to keep. */
export async function requestTokens(tokenUrl: string, form: Record<string, string>): Promise<Record<string, string>> {
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
  return tokens;
}
