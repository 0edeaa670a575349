import type { BulkSkipped } from '@switchboard/shared';

/** The entries an import or an undo left as they were, each with why (who changed it, and when). */
export function SkippedEntries({ entries, testId }: { entries: readonly BulkSkipped[]; testId?: string }) {
  return (
    <ul data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.HelpID}>
          {entry.Entry}: {entry.Reason}
        </li>
      ))}
    </ul>
  );
}
