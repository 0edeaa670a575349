import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { messages, QUESTION_MAX_CHARS, QUESTION_SEPARATOR, splitQuestions, uniqueKey } from '@switchboard/shared';
import { useState } from 'react';
import type { CustomControlProps } from '../../components/list-screen/types';
import { NearDuplicateWarnings } from './NearDuplicateWarnings';
import { useNearDuplicates } from './use-near-duplicates';

/** Why a typed question cannot join the list (undefined when it can). */
function newQuestionProblem(question: string, questions: readonly string[]): string | undefined {
  if (question.includes(QUESTION_SEPARATOR)) return messages.msg_help_question_separator;
  if (question.length > QUESTION_MAX_CHARS) return `A question must be at most ${QUESTION_MAX_CHARS} characters.`;
  const key = uniqueKey(question);
  if (questions.some((other) => uniqueKey(other) === key)) return messages.msg_help_question_duplicate;
  return undefined;
}

/**
 * An entry's questions, added one by one ("Add" or Enter) to a removable list; the value is the stored
 * ShortDescription (joined by ";"). Each question added is asked of the answering engine: when another entry
 * already answers it, a warning names that entry (it does not block).
 */
export function QuestionsControl({ value, values, invalid, readOnly, onChange, onBlur }: CustomControlProps) {
  const questions = splitQuestions(value);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const nearDuplicates = useNearDuplicates(values.HelpID ?? '');

  const add = () => {
    const question = typed.trim();
    if (!question) return;
    const refused = newQuestionProblem(question, questions);
    setProblem(refused);
    if (refused) return;
    onChange([...questions, question].join(QUESTION_SEPARATOR));
    setTyped('');
    nearDuplicates.check(question);
  };

  const remove = (index: number) => {
    nearDuplicates.forget(questions[index]!);
    onChange(questions.filter((_, at) => at !== index).join(QUESTION_SEPARATOR));
  };

  return (
    <SpaceBetween size="xs">
      {!readOnly && (
        <FormField label="New question" errorText={problem} stretch>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <div className="sb-help-question-input">
              <Input
                value={typed}
                invalid={invalid && questions.length === 0}
                placeholder="e.g. How do I reset my password?"
                onChange={(event) => {
                  setTyped(event.detail.value);
                  setProblem(undefined);
                }}
                onBlur={onBlur}
                onKeyDown={(event) => {
                  // Enter adds the question (it does not save the form).
                  if (event.detail.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
              />
            </div>
            <Button formAction="none" onClick={add} ariaLabel="Add question to the list">
              Add
            </Button>
          </SpaceBetween>
        </FormField>
      )}
      {questions.length > 0 && (
        <TokenGroup
          alignment="vertical"
          readOnly={readOnly}
          i18nStrings={{ limitShowMore: 'Show all questions', limitShowFewer: 'Show fewer questions' }}
          limit={8}
          items={questions.map((question) => ({ label: question, dismissLabel: `Remove question ${question}` }))}
          onDismiss={(event) => remove(event.detail.itemIndex)}
        />
      )}
      <NearDuplicateWarnings found={nearDuplicates.found} />
    </SpaceBetween>
  );
}
