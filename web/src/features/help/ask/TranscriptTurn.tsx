import Box from '@cloudscape-design/components/box';
import { lazy, Suspense } from 'react';
import { askedHow, foundBy, topicChange } from './turn-words';
import type { Asked } from './use-ask';

const MarkdownAnswer = lazy(() => import('./MarkdownAnswer'));

/**
 * An earlier turn of the conversation, as it was said: the question (and the button or option that asked it), the
 * answer (markdown and card as shown then, without their buttons: only the latest answer's can be used), and what
 * the turn did to the conversation (topic, follow-up, the prompts or options it offered).
 */
export function TranscriptTurn({ asked }: { asked: Asked }) {
  const { answer } = asked;
  const how = askedHow(asked);
  const notes = [
    topicChange(asked),
    foundBy(asked),
    answer.Kind === 'clarify' ? `Asked which: ${answer.Options.map((o) => `“${o.Question}”`).join(', ')}` : undefined,
    answer.Kind === 'none' ? 'No match' : undefined,
    answer.Prompts?.length ? `Offered: ${answer.Prompts.map((p) => `“${p.Text}”`).join(', ')}` : undefined,
  ].filter(Boolean);
  return (
    <div className="sb-chat-turn" data-testid="help-turn">
      <Box variant="p">
        <strong>You:</strong> {asked.question}
        {how && <span className="sb-chat-turn-how"> ({how})</span>}
      </Box>
      <div className="sb-chat-turn-answer">
        <strong>Assistant:</strong>{' '}
        {answer.Markdown ? (
          <Suspense fallback={answer.Text}>
            <MarkdownAnswer markdown={answer.Markdown} />
          </Suspense>
        ) : (
          <span className="sb-help-answer">{answer.Text}</span>
        )}
        {answer.Card && (
          // The card as it was shown, without its buttons, and without a heading: the latest answer's come after it.
          <div className="sb-chat-turn-card">
            <strong>{answer.Card.Title}</strong>
            {answer.Card.SubTitle && <span> — {answer.Card.SubTitle}</span>}
            {answer.Card.ImageUrl && (
              <img className="sb-help-card-image" src={answer.Card.ImageUrl} alt={answer.Card.Title} />
            )}
          </div>
        )}
      </div>
      {notes.length > 0 && (
        <Box variant="small" color="text-body-secondary">
          {notes.join(' · ')}
        </Box>
      )}
    </div>
  );
}
