import { CSRF_HEADER, CSRF_HEADER_VALUE, messages, routes } from '@switchboard/shared';
import { ApiError } from '../../app/api/api-error';
import { redirectToLogin } from '../../app/api/redirect';
import { downloadText } from '../help/bulk/download';

export type RunFileFormat = 'csv' | 'junit';

/** The name the server gave the file (Content-Disposition), else one of our own. */
export function fileNameOf(disposition: string | null, format: RunFileFormat): string {
  const named = disposition?.match(/filename="([^"]+)"/)?.[1];
  return named ?? `skill-test-run.${format === 'csv' ? 'csv' : 'xml'}`;
}

/** The server's refusal text (a JSON string), if it sent one. */
function serverText(body: string): string | undefined {
  try {
    const said: unknown = JSON.parse(body);
    return typeof said === 'string' && said.trim() ? said : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves a run as CSV or JUnit XML: the file the server makes, under the name it gives. Fetched (not a plain link)
 * because every API call must carry the CSRF header; the browser then saves it from a Blob.
 */
export async function downloadRunFile(runId: string, format: RunFileFormat): Promise<string> {
  const query = new URLSearchParams({ RunID: runId, Format: format });
  let response: Response;
  try {
    response = await fetch(`${routes.DownloadTestRun.path}?${query.toString()}`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(messages.msg_get_error, 0);
  }
  const text = await response.text();
  if (response.status === 401) {
    redirectToLogin();
    throw new ApiError(messages.msg_redirect, 401, undefined, true);
  }
  if (!response.ok) {
    const said = serverText(text);
    throw new ApiError(said || messages.msg_server_error, response.status, said);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), format);
  const type = (response.headers.get('content-type') ?? 'text/plain').split(';')[0]!;
  downloadText(name, text, type);
  return name;
}
