import Box from '@cloudscape-design/components/box';
import { TranscriptTurn } from './TranscriptTurn';
import type { Turn } from './use-ask';

/**
 * The conversation so far, oldest first: every turn before the latest answer (which is shown in full below it), and
 * the breaks "Start over" made.
 */
export function Transcript({ turns }: { turns: Turn[] }) {
  if (turns.length === 0) return null;
  return (
    <ol className="sb-chat-transcript" aria-label="Conversation so far" data-testid="help-transcript">
      {turns.map((turn) => (
        <li key={turn.id}>
          {'asked' in turn ? (
            <TranscriptTurn asked={turn.asked} />
          ) : (
            <div className="sb-chat-break" data-testid="help-transcript-break">
              <Box variant="small" color="text-body-secondary">
                Started over: the topic was left, the next question is asked alone.
              </Box>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
