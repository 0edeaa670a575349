import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fillMessage, messages, splitQuestions, type Help } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useHelpEntries } from '../use-help-entries';
import type { Asked } from './use-ask';

const nameOf = (entry: Help) => splitQuestions(entry.ShortDescription)[0] ?? entry.HelpID;

interface Target {
  HelpID: string;
  name: string;
}

/**
 * "Add this phrasing to entry …": the question joins the chosen entry's questions (AddHelpPhrasing, appended on the
 * server), then the caller asks it again. Offered on a miss, and on a match the curator thinks wrong (another entry):
 * the entries the engine found nearest, one click each, then any entry of the list.
 */
export function AddPhrasing({ asked, onAdded }: { asked: Asked; onAdded: () => void }) {
  const entries = useHelpEntries();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string>();
  const [saving, setSaving] = useState<string>();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const matchedId = asked.answer.HelpID;
  // The engine's nearest entries come from the whole knowledge base, however large; the list holds the newest only.
  const nearest: Target[] = asked.answer.Nearest.filter((entry) => entry.HelpID !== matchedId).map((entry) => ({
    HelpID: entry.HelpID,
    name: entry.MatchedEntry,
  }));
  const options = (entries.data ?? [])
    .filter((entry) => entry.HelpID !== matchedId)
    .map((entry) => ({ value: entry.HelpID, label: nameOf(entry) }));
  const selected = options.find((option) => option.value === chosen) ?? null;

  const add = async (target: Target) => {
    setSaving(target.HelpID);
    setOutcome(undefined);
    try {
      await api('AddHelpPhrasing', { body: { HelpID: target.HelpID, Question: asked.question } });
      await queryClient.invalidateQueries({ queryKey: ['GetHelp'] });
      setOutcome({
        type: 'success',
        text: fillMessage(messages.msg_help_phrasing_added, { question: asked.question, entry: target.name }),
      });
      setChosen(undefined);
      onAdded();
    } catch (error) {
      if (isApiError(error) && error.redirecting) return;
      // An ApiError's message is the server's text (e.g. "Question already exists.").
      const text = error instanceof Error ? error.message : String(error);
      setOutcome({ type: 'error', text: text.replace(/^Question: /, '') });
    } finally {
      setSaving(undefined);
    }
  };

  const addButton = (target: Target) => (
    <Button
      key={target.HelpID}
      loading={saving === target.HelpID}
      disabled={saving !== undefined && saving !== target.HelpID}
      onClick={() => void add(target)}
    >
      {`Add this phrasing to entry “${target.name}”`}
    </Button>
  );

  const chosenEntry = asked.chosen && {
    HelpID: asked.chosen.HelpID,
    name: asked.answer.MatchedEntry ?? asked.chosen.Question,
  };
  return (
    <SpaceBetween size="s">
      {chosenEntry && (
        <FormField
          label="Add this phrasing to the entry you chose"
          description="The question becomes one more phrasing of that entry, so the assistant answers it at once next time."
          stretch
        >
          {addButton(chosenEntry)}
        </FormField>
      )}
      {nearest.length > 0 && (
        <FormField
          label={
            matchedId ? 'Wrong answer? Add this phrasing to a nearby entry' : 'Add this phrasing to a nearby entry'
          }
          description="The entries closest to the question. The question becomes one more phrasing of the entry you choose, so the assistant answers it with that entry."
          stretch
        >
          <div role="group" aria-label="Nearest entries">
            <SpaceBetween size="xs" direction="horizontal">
              {nearest.map(addButton)}
            </SpaceBetween>
          </div>
        </FormField>
      )}
      <FormField
        label={
          nearest.length > 0
            ? 'Or add it to another entry'
            : matchedId
              ? 'Wrong answer? Add this phrasing to another entry'
              : 'Add this phrasing to an entry'
        }
        description={nearest.length > 0 ? undefined : 'The question becomes one more phrasing of the entry you choose.'}
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
          {selected ? (
            addButton({ HelpID: selected.value, name: selected.label })
          ) : (
            <Button disabled>Add this phrasing to entry</Button>
          )}
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
