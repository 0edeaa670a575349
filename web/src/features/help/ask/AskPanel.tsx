import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { AddPhrasing } from './AddPhrasing';
import { AnswerView } from './AnswerView';
import { ConversationBar } from './ConversationBar';
import { Transcript } from './Transcript';
import { useAsk, type AskedBy } from './use-ask';

/**
 * Ask the assistant a question as a user would: its answer, media, score, and which entry and question matched;
 * from a miss or a wrong match, the phrasing joins the right entry in one click (and is asked again). As a
 * conversation: the turns so far above the latest answer (whose buttons alone ask), the question below them, the
 * newest answer scrolled into view and announced (not the whole transcript).
 */
export function AskPanel({ autoFocus = false, conversation = false }: { autoFocus?: boolean; conversation?: boolean }) {
  const [question, setQuestion] = useState('');
  const { turns, asked, asking, error, notice, ask, context, startOver } = useAsk({ conversation });
  const input = useRef<InputProps.Ref>(null);
  const latest = useRef<HTMLDivElement>(null);
  const earlier = asked ? turns.slice(0, -1) : turns;

  useEffect(() => {
    if (conversation) latest.current?.scrollIntoView({ block: 'nearest' });
  }, [conversation, turns.length]);

  const askTyped = async () => {
    if ((await ask(question)) && conversation) setQuestion('');
  };
  const askByButton = (text: string, by: AskedBy) => {
    // The button leaves with its answer: the question field keeps the focus for what comes next.
    input.current?.focus();
    if (!conversation) setQuestion(text);
    void ask(text, { by });
  };

  const form = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void askTyped();
      }}
      aria-label="Ask a question"
    >
      <FormField label="Question" errorText={error} stretch>
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <div className="sb-help-question-input">
            <Input
              ref={input}
              value={question}
              autoFocus={autoFocus}
              placeholder="Type a question as a user would ask it"
              onChange={(event) => setQuestion(event.detail.value)}
            />
          </div>
          <Button variant="primary" loading={asking} formAction="submit">
            Ask
          </Button>
        </SpaceBetween>
      </FormField>
    </form>
  );
  const answer = asked && (
    <div ref={latest} className="sb-chat-latest">
      <SpaceBetween size="l">
        <AnswerView
          asked={asked}
          conversation={conversation}
          onChoose={(option) => {
            input.current?.focus();
            void ask(asked.question, { chosen: option });
          }}
          onAsk={askByButton}
        />
        {asked.answer.Kind !== 'clarify' && <AddPhrasing asked={asked} onAdded={() => void ask(asked.question)} />}
      </SpaceBetween>
    </div>
  );
  const announced = asked ? `You asked: ${asked.question}. Answer: ${asked.answer.Text}` : '';

  if (!conversation)
    return (
      <SpaceBetween size="l">
        {form}
        {notice && <Alert type="info">{notice}</Alert>}
        {answer}
        <LiveRegion hidden>{announced}</LiveRegion>
      </SpaceBetween>
    );
  return (
    <SpaceBetween size="l">
      <ConversationBar
        context={context}
        onStartOver={() => {
          startOver();
          setQuestion('');
          input.current?.focus();
        }}
      />
      <Transcript turns={earlier} />
      {answer}
      {!asked && earlier.length > 0 && <div ref={latest} />}
      {notice && <Alert type="info">{notice}</Alert>}
      {form}
      <div data-testid="help-chat-announced">
        <LiveRegion hidden>{announced}</LiveRegion>
      </div>
    </SpaceBetween>
  );
}
