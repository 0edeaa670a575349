import { checkTestDefinition, fillMessage, messages } from '@switchboard/shared';
import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { Principal } from '../../auth/principal';
import { AppError, invalid } from '../../errors';
import { storeDefinitionFile } from '../skill-tests/definition-files';

/** A test definition is a text file; 1 MB holds thousands of steps (a definition has at most 500). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

export interface Upload {
  contentType: string;
  body: Buffer;
}

interface ReceivedFile {
  name: string;
  bytes: Buffer;
  tooLarge: boolean;
}

/** The first file of a multipart/form-data body (busboy parses; the size limit stops reading past it). */
function firstFile(upload: Upload): Promise<ReceivedFile | undefined> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': upload.contentType },
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 20, parts: 25 },
      });
    } catch {
      reject(invalid('The body must be a multipart form (Content-Type: multipart/form-data) with one file.'));
      return;
    }
    let file: ReceivedFile | undefined;
    parser.on('file', (_field, stream, info) => {
      const chunks: Buffer[] = [];
      const received: ReceivedFile = { name: info.filename ?? '', bytes: Buffer.alloc(0), tooLarge: false };
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (received.tooLarge = true));
      stream.on('end', () => {
        received.bytes = Buffer.concat(chunks);
        file ??= received;
      });
    });
    parser.on('error', () => reject(invalid('The multipart form is malformed.')));
    parser.on('close', () => resolve(file));
    Readable.from([upload.body]).pipe(parser);
  });
}

/** The file's own name without any folder a browser may send, and without control characters. */
const baseName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not keep
    .replace(/[\u0000-\u001f\u007f|]/g, '')
    .slice(0, 200);

/**
 * POST /Media/UploadFiles?MediaType=application/json: a skill-test definition, .json only (any case), at most
 * 1 MB (413), parsed and checked against the definition schema (400 naming the step and field), stored under the
 * organization. Answers 'name|url' (url is what a test's Url holds), or '' when the form carried no file.
 */
export async function uploadFile(query: { MediaType: string }, upload: Upload, principal: Principal): Promise<string> {
  if (query.MediaType.toLowerCase() !== 'application/json') {
    throw invalid('MediaType: must be application/json (only test definitions are uploaded)');
  }
  if (!upload.contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw invalid('The body must be a multipart form (Content-Type: multipart/form-data) with one file.');
  }
  const file = await firstFile(upload);
  if (!file || !file.name) return '';
  const name = baseName(file.name);
  if (!/\.json$/i.test(name)) throw invalid(`file: ${messages.msg_skill_test_json_only}`);
  if (file.tooLarge) {
    throw new AppError('tooLarge', fillMessage(messages.msg_skill_test_file_too_large, { limit: '1 MB' }));
  }
  const check = checkTestDefinition(file.bytes.toString('utf8'));
  if (!check.ok) {
    throw invalid(
      `file: ${fillMessage(messages.msg_skill_test_invalid_content, { problems: check.problems.join('; ') })}`,
    );
  }
  const url = await storeDefinitionFile(principal.organizationId, JSON.stringify(check.definition, null, 2));
  return `${name}|${url}`;
}
