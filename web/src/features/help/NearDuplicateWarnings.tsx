import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fillMessage, messages } from '@switchboard/shared';
import type { NearDuplicate } from './use-near-duplicates';

/** Where an entry opens on its own: the Help page in a new tab, with that entry's details (the form stays open). */
export const entryLink = (helpId: string) => `/help?entry=${encodeURIComponent(helpId)}`;

/** One warning per question another entry answers, naming that entry's matched question, with a link to it. */
export function NearDuplicateWarnings({ found }: { found: readonly NearDuplicate[] }) {
  if (found.length === 0) return null;
  return (
    <SpaceBetween size="xs">
      {found.map(({ question, answer }) => (
        <Alert key={question} type="warning" header={`“${question}” may be a near-duplicate`}>
          {fillMessage(messages.msg_help_near_duplicate, {
            question: answer.MatchedQuestion ?? '',
            score: (answer.Score ?? 0).toFixed(2),
          })}{' '}
          <Link href={entryLink(answer.HelpID!)} external externalIconAriaLabel="(opens in a new tab)">
            Open that entry
          </Link>
        </Alert>
      ))}
    </SpaceBetween>
  );
}
