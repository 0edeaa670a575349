import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { AddPhrasing } from './AddPhrasing';
import { AnswerView } from './AnswerView';
import { ConversationBar } from './ConversationBar';
import { useAsk } from './use-ask';

/**
 * Ask the assistant a question as a user would: its answer, media, score, and which entry and question matched;
 * from a miss or a wrong match, the phrasing joins the right entry in one click (and is asked again).
 */
export function AskPanel({ autoFocus = false, conversation = false }: { autoFocus?: boolean; conversation?: boolean }) {
  const [question, setQuestion] = useState('');
  const { asked, asking, error, notice, ask, context, startOver } = useAsk({ conversation });

  return (
    <SpaceBetween size="l">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void ask(question);
        }}
        aria-label="Ask a question"
      >
        <FormField label="Question" errorText={error} stretch>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <div className="sb-help-question-input">
              <Input
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
      {conversation && (
        <ConversationBar
          context={context}
          onStartOver={() => {
            startOver();
            setQuestion('');
          }}
        />
      )}
      {notice && <Alert type="info">{notice}</Alert>}
      {asked && (
        <>
          <AnswerView
            asked={asked}
            conversation={conversation}
            onChoose={(option) => void ask(asked.question, option)}
            onAsk={(next) => {
              setQuestion(next);
              void ask(next);
            }}
          />
          {asked.answer.Kind !== 'clarify' && <AddPhrasing asked={asked} onAdded={() => void ask(asked.question)} />}
        </>
      )}
    </SpaceBetween>
  );
}
