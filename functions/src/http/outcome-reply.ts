import { CredentialsRefused, FileToSave, RedirectTo } from '../services/outcomes';
import { Reply } from './reply';

/** The HTTP answer of a service's outcome; any other answer goes on as it is. */
export function replyOfOutcome(answer: unknown): unknown {
  if (answer instanceof CredentialsRefused) return new Reply(null, { status: answer.unreachable ? 502 : 400 });
  if (answer instanceof RedirectTo) return new Reply(null, { status: 302, headers: { location: answer.location } });
  if (answer instanceof FileToSave)
    return new Reply(answer.text, {
      raw: true,
      headers: {
        'content-type': answer.contentType,
        'content-disposition': `attachment; filename="${answer.fileName}"`,
      },
    });
  return answer;
}
