import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ClarifyOption } from '@switchboard/shared';
import { lazy, Suspense } from 'react';
import { MediaView } from '../MediaView';
import { AnswerCard } from './AnswerCard';
import { ClarifyOptions } from './ClarifyOptions';
import { FollowUps } from './FollowUps';
import { askedHow, foundBy, topicChange } from './turn-words';
import type { Asked, AskedBy } from './use-ask';

// react-markdown is its own chunk: only an answer with markdown loads it (the first page's budget).
const MarkdownAnswer = lazy(() => import('./MarkdownAnswer'));

const score = (value: number | null) => (value === null ? '-' : value.toFixed(2));

const badges = {
  answer: <Badge color="green">Answered</Badge>,
  clarify: <Badge color="blue">Asks which</Badge>,
  none: <Badge color="grey">No match</Badge>,
};

/**
 * The assistant's answer to a test question, and why: the entry and question that matched, with the score; for a
 * clarification, the entries it asks about as buttons (choosing one answers with it). A markdown answer is rendered
 * (safely, MarkdownAnswer.tsx) in place of the plain text; a card's buttons ask their value (`onAsk`).
 */
export function AnswerView({
  asked,
  onChoose,
  onAsk,
  conversation = false,
}: {
  asked: Asked;
  onChoose: (option: ClarifyOption) => void;
  onAsk: (question: string, by: AskedBy) => void;
  /** As a conversation: the follow-ups are buttons, and the answer says where in the conversation it was found. */
  conversation?: boolean;
}) {
  const { answer } = asked;
  const found = conversation ? foundBy(asked) : undefined;
  const how = askedHow(asked);
  const description = how ? `You asked: “${asked.question}”, ${how}` : `You asked: “${asked.question}”`;
  const changed = conversation ? topicChange(asked) : undefined;
  return (
    <Container
      header={
        <Header variant="h2" description={description} actions={badges[answer.Kind]}>
          Answer
        </Header>
      }
    >
      <SpaceBetween size="m">
        {answer.Notice && <Alert type="info">{answer.Notice}</Alert>}
        {answer.Markdown ? (
          <div className="sb-help-answer-markdown" data-testid="help-answer-markdown">
            <Suspense fallback={<Box variant="p">{answer.Text}</Box>}>
              <MarkdownAnswer markdown={answer.Markdown} />
            </Suspense>
          </div>
        ) : (
          <Box variant="p" className="sb-help-answer" data-testid="help-answer-text">
            {answer.Text}
          </Box>
        )}
        {answer.Card && <AnswerCard card={answer.Card} onAsk={(value) => onAsk(value, 'card')} />}
        {answer.Kind === 'clarify' && <ClarifyOptions options={answer.Options} onChoose={onChoose} />}
        {conversation && answer.Prompts && (
          <FollowUps prompts={answer.Prompts} onAsk={(text) => onAsk(text, 'follow-up')} />
        )}
        <MediaView type={answer.MediaType} url={answer.MediaUrl} alt="The answer's media" />
        <KeyValuePairs
          columns={3}
          ariaLabel="Why this answer"
          items={[
            {
              label: 'Matched entry',
              // Named by the answer itself: a list of entries may still be loading, or hold only the newest.
              value: answer.MatchedEntry ?? 'None',
            },
            { label: 'Matched question', value: answer.MatchedQuestion ?? 'None' },
            {
              label: 'Score',
              // A follow-up or an id chooses its entry: nothing was scored.
              value:
                found && answer.Score === null
                  ? 'Chosen, not scored'
                  : `${score(answer.Score)} (answers from ${score(answer.Threshold)})`,
            },
            ...(found ? [{ label: 'Found', value: found }] : []),
            ...(changed ? [{ label: 'Topic', value: changed }] : []),
            ...(!conversation && answer.Prompts
              ? [{ label: 'Follow-ups', value: answer.Prompts.map((prompt) => prompt.Text).join(', ') }]
              : []),
            ...(answer.Topic && !conversation ? [{ label: 'Topic', value: answer.Topic }] : []),
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
