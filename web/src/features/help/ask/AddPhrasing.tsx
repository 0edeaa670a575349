import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fillMessage, messages, QUESTION_SEPARATOR, splitQuestions, type Help } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../app/api/api-error';
import { api } from '../../../app/api/client';
import { helpUpdateBody } from '../help-form';
import { useHelpEntries } from '../use-help-entries';
import type { Asked } from './use-ask';

const nameOf = (entry: Help) => splitQuestions(entry.ShortDescription)[0] ?? entry.HelpID;

/**
 * "Add this phrasing to entry …": the question joins the chosen entry's questions (UpdateHelp with its Version),
 * then the caller asks it again. Offered on a miss, and on a match the curator thinks wrong (another entry).
 */
export function AddPhrasing({ asked, onAdded }: { asked: Asked; onAdded: () => void }) {
  const entries = useHelpEntries();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const others = (entries.data ?? []).filter((entry) => entry.HelpID !== asked.answer.HelpID);
  const options = others.map((entry) => ({ value: entry.HelpID, label: nameOf(entry) }));
  const selected = options.find((option) => option.value === chosen) ?? null;

  const add = async () => {
    const entry = others.find((item) => item.HelpID === chosen);
    if (!entry) return;
    setSaving(true);
    setOutcome(undefined);
    try {
      const questions = [...splitQuestions(entry.ShortDescription), asked.question].join(QUESTION_SEPARATOR);
      await api('UpdateHelp', { body: helpUpdateBody(entry, { ShortDescription: questions }) as never });
      await queryClient.invalidateQueries({ queryKey: ['GetHelp'] });
      setOutcome({
        type: 'success',
        text: fillMessage(messages.msg_help_phrasing_added, { question: asked.question, entry: nameOf(entry) }),
      });
      setChosen(undefined);
      onAdded();
    } catch (error) {
      if (isApiError(error) && error.redirecting) return;
      setOutcome({ type: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SpaceBetween size="xs">
      <FormField
        label={
          asked.answer.HelpID ? 'Wrong answer? Add this phrasing to another entry' : 'Add this phrasing to an entry'
        }
        description="The question becomes one more phrasing of the entry you choose, so the assistant answers it with that entry."
        stretch
      >
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <div className="sb-help-entry-select">
            <Select
              selectedOption={selected}
              options={options}
              placeholder="Choose an entry"
              filteringType="auto"
              statusType={entries.isPending ? 'loading' : 'finished'}
              loadingText="Loading entries"
              empty="No other entry"
              onChange={(event) => setChosen(event.detail.selectedOption.value)}
            />
          </div>
          <Button disabled={!selected} loading={saving} onClick={() => void add()}>
            {selected ? `Add this phrasing to entry “${selected.label}”` : 'Add this phrasing to entry'}
          </Button>
        </SpaceBetween>
      </FormField>
      {outcome && (
        <Alert type={outcome.type} dismissible onDismiss={() => setOutcome(undefined)}>
          {outcome.text}
        </Alert>
      )}
    </SpaceBetween>
  );
}
