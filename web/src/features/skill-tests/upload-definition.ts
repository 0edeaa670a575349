import { CSRF_HEADER, CSRF_HEADER_VALUE, fillMessage, messages, routes } from '@switchboard/shared';
import { ApiError } from '../../api/api-error';
import { redirectToLogin } from '../../api/redirect';
import { waitForSignIn } from '../../session/session-gate';
import { uploadedUrl } from './definition-file';

/** The spec's upload timings (part 2 §7): it starts 250 ms after Save, and gives up after 120 s. */
export const UPLOAD_START_DELAY_MS = 250;
export const UPLOAD_TIMEOUT_MS = 120_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(file: File): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { path } = routes.UploadFiles;
  try {
    return await fetch(`${path}?MediaType=${encodeURIComponent('application/json')}`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' },
      credentials: 'same-origin',
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const text = timedOut
      ? fillMessage(messages.msg_skill_test_upload_timeout, { seconds: UPLOAD_TIMEOUT_MS / 1000 })
      : messages.msg_skill_test_upload_failed;
    throw new ApiError(text, 0, text);
  }
}

/**
 * POST /Media/UploadFiles?MediaType=application/json (multipart, the file as `file`): answers the stored file's
 * Url. An empty answer (nothing stored) and a refusal ("file: Please choose a valid .json file.", a definition the
 * schema refuses, a file over 1 MB) throw an ApiError the form shows on its definition file field. An expired
 * session waits for the user to sign in again, then sends the file once more, like every other call.
 */
export async function uploadDefinition(file: File, retried = false): Promise<string> {
  if (!retried) await wait(UPLOAD_START_DELAY_MS);
  const response = await send(file);
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? (JSON.parse(text) as unknown) : '';
  } catch {
    // a text answer stays as it is
  }
  if (response.status === 401 && answer === 'Redirect') {
    if (!retried && (await waitForSignIn())) return uploadDefinition(file, true);
    redirectToLogin();
    throw new ApiError(messages.msg_redirect, 401, undefined, true);
  }
  if (!response.ok) {
    const said = typeof answer === 'string' && answer.trim() ? answer.replace(/^file: /, 'File: ') : undefined;
    throw new ApiError(said ?? messages.msg_skill_test_upload_failed, response.status, said);
  }
  const url = uploadedUrl(answer);
  if (!url) throw new ApiError(messages.msg_skill_test_upload_failed, 0, messages.msg_skill_test_upload_failed);
  return url;
}
