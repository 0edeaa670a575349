import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { Connection, VoiceIntent } from '@switchboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ClosingModal } from '../../../components/modal/ClosingModal';
import { api } from '../../../api/client';
import { useRoute } from '../../../api/use-route';
import './test-questions.css';

interface Props {
  connection: Connection;
  onDismiss: () => void;
}

/** Test questions: the system's voice intents; choosing one asks the system through this connection (GetTestResponse). */
export function TestQuestionsModal({ connection, onDismiss }: Props) {
  const intents = useRoute('GetVoiceIntents', { SystemListID: connection.SystemListID }, { staleTime: 5 * 60_000 });
  const [chosen, setChosen] = useState<string>();
  const ask = useMutation({
    mutationFn: (intent: VoiceIntent) =>
      api('GetTestResponse', {
        query: {
          ApiUrl: intent.ApiUrl,
          UrlFinalParams: intent.UrlFinalParams,
          Module: intent.Module,
          IntegrationConfigurationID: connection.IntegrationConfigurationID,
        },
      }),
  });
  const choose = (id: string) => {
    setChosen(id);
    const intent = intents.data?.find((i) => i.id === id);
    if (intent) ask.mutate(intent);
  };

  return (
    <ClosingModal header={`Test questions · ${connection.SystemName}`} size="medium" onDismiss={onDismiss}>
      <SpaceBetween size="l">
        {intents.isPending && <Spinner />}
        {intents.isError && <Alert type="error">{intents.error.message}</Alert>}
        {intents.data && intents.data.length === 0 && <Box>{connection.SystemName} has no test questions.</Box>}
        {intents.data && intents.data.length > 0 && (
          <FormField label="Question" description="The assistant answers it from this connection's system.">
            <RadioGroup
              value={chosen ?? null}
              items={intents.data.map((intent) => ({ value: intent.id, label: intent.Question }))}
              onChange={(event) => choose(event.detail.value)}
            />
          </FormField>
        )}
        <div aria-live="polite">
          {ask.isPending && <StatusIndicator type="loading">Asking {connection.SystemName}…</StatusIndicator>}
          {ask.isSuccess && (
            <SpaceBetween size="xs">
              <Box variant="h3">Answer</Box>
              <div className="sb-test-answer">{ask.data.Text}</div>
            </SpaceBetween>
          )}
          {ask.isError && <Alert type="error">{ask.error.message}</Alert>}
        </div>
      </SpaceBetween>
    </ClosingModal>
  );
}
