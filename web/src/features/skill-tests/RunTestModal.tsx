import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { fillMessage, messages, type SkillTest } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { relay } from '../../api/client';
import { useNotifications } from '../../components/notifications/notifications-context';
import { resultHref } from './LastRunCell';

const notMailed = fillMessage(messages.msg_report_not_mailed, { reason: '' }).trim();

type State = { kind: 'running' } | { kind: 'failed'; text: string };

/**
 * The run-progress modal (spec part 2 §2): RunSingleTest asks every step of the test (seconds for a long test).
 * A run that could not start (first item Failed) shows its message here; otherwise the result page opens.
 */
export function RunTestModal({ test, onDismiss }: { test: SkillTest; onDismiss: () => void }) {
  const [state, setState] = useState<State>({ kind: 'running' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();

  useEffect(() => {
    const controller = new AbortController();
    relay('RunSingleTest', { query: { id: test.Id }, signal: controller.signal })
      .then((answer) => {
        void queryClient.invalidateQueries({ queryKey: ['GetTests'] });
        const first = answer[0];
        if (!first || first.Status === 'Failed' || !first.RunID) {
          const text = fillMessage(messages.msg_skill_test_run_failed, { message: first?.Message ?? '' }).trim();
          setState({ kind: 'failed', text });
        } else {
          // The run is stored; a report that could not be mailed (address not confirmed, daily limit) says why.
          const unmailed = first.Message.indexOf(notMailed);
          if (unmailed >= 0) notify({ type: 'warning', content: first.Message.slice(unmailed) });
          navigate(resultHref(first.RunID));
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.redirecting)) return;
        const detail = error instanceof Error ? error.message : String(error);
        setState({ kind: 'failed', text: fillMessage(messages.msg_skill_test_run_failed, { message: detail }) });
      });
    return () => controller.abort();
  }, [test.Id, navigate, queryClient, notify]);

  const running = state.kind === 'running';
  return (
    <Modal
      visible
      header={`Run ${test.Name}`}
      closeAriaLabel="Close"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant={running ? 'link' : 'primary'} onClick={onDismiss}>
            {running ? 'Stop waiting' : 'Close'}
          </Button>
        </Box>
      }
    >
      {running ? (
        <SpaceBetween size="s">
          <StatusIndicator type="loading">Running the test…</StatusIndicator>
          <Box variant="p" color="text-body-secondary">
            Each step is asked of the assistant in turn; a long test takes a few seconds. Its result page opens when it
            is done.
          </Box>
        </SpaceBetween>
      ) : (
        <Alert type="error" header="The test did not run">
          {state.text}
        </Alert>
      )}
    </Modal>
  );
}
