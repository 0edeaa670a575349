import type { BodyOf, QueryOf, RouteName, Routes } from '@switchboard/shared';
import { isApiError } from './api-error';
import { sendRoute, type CallOptions } from './send-route';

/** A file for the user to save: its name, its content and its media type. */
export interface FileToSave {
  name: string;
  content: Blob | string;
  type: string;
}

/** The file name a Content-Disposition gives (filename*=UTF-8'' first, then filename=), else undefined. */
export function dispositionFileName(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  const plain = disposition?.match(/filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i);
  return plain?.[1] ?? plain?.[2];
}

/**
 * Asks a route whose answer is a file (the file mode of the API client, beside the JSON mode of client.ts): the
 * same CSRF header and session cookie, the same expired-session handling (the "Your session expired" dialog, then
 * the call once more, or the sign-in page), and any refusal is an ApiError with the API's message. Only a 2xx answer
 * becomes a file, so an error body is never saved. Its name is the server's (Content-Disposition), else `fallbackName`.
 */
export async function apiFile<N extends RouteName>(
  name: N,
  input: CallOptions<QueryOf<Routes[N]>, BodyOf<Routes[N]>>,
  fallbackName: string,
): Promise<FileToSave> {
  const response = await sendRoute(name, input, '*/*');
  const type = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim();
  return {
    name: dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName,
    content: await response.blob(),
    type,
  };
}

/** Hands a file to the browser's download (a Blob behind a temporary link): the console's one way to save a file. */
export function saveFile({ name, content, type }: FileToSave): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: `${type};charset=utf-8` }) : content;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Makes or fetches a file, then saves it; answers its name. Nothing is saved when making it fails: the error (an
 * ApiError with the API's message, or `redirecting` when the session is gone) goes to the caller to show.
 */
export async function downloadFile(make: () => Promise<FileToSave> | FileToSave): Promise<string> {
  const file = await make();
  saveFile(file);
  return file.name;
}

/** What a failed download tells the user: the API's message; nothing when the console is on its way to sign in. */
export function downloadFailureText(error: unknown): string | undefined {
  if (isApiError(error) && error.redirecting) return undefined;
  return error instanceof Error ? error.message : String(error);
}
