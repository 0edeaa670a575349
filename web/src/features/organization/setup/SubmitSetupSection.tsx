import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MESSAGE_DELAYS, messages } from '@switchboard/shared';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useTimedText } from '../../../components/list-screen/use-timed-text';
import type { SetupConfiguration } from './setup-tables';
import { useRefreshSetup } from './use-setup-data';

interface Props {
  pending: readonly SetupConfiguration[];
  /** The details were saved once (SubmitSetup needs them). */
  detailsSaved: boolean;
  submitted: boolean;
  onSubmitted: () => void;
}

/** The setup's error text: the server's own (e.g. "Organization not created!"), else the spec's save failure. */
const submitFailure = (error: unknown) =>
  isApiError(error) && error.status > 0 && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : messages.msg_org_save_failed;

/**
 * Step 3: SubmitSetup sends the pending list as shown; on success the button stays disabled (spec part 2 §4) and
 * the page says so.
 */
export function SubmitSetupSection({ pending, detailsSaved, submitted, onSubmitted }: Props) {
  const refresh = useRefreshSetup();
  const [error, showError] = useTimedText(MESSAGE_DELAYS.loadingError);
  const submit = useMutation({
    mutationFn: () =>
      api('SubmitSetup', { body: pending.map((entry) => ({ ...entry, EntryID: entry.EntryID ?? '' })) }),
    onSuccess: () => {
      showError(undefined);
      onSubmitted();
    },
    onError: (failure) => showError(submitFailure(failure)),
    onSettled: refresh,
  });
  const count = pending.length;

  return (
    <Container header={<Header variant="h2">3. Submit</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">
          {count === 0
            ? 'Submitting with no system in the list completes the setup; systems can be connected later.'
            : `Submitting connects the ${count === 1 ? 'system' : `${count} systems`} in the list.`}
        </Box>
        {error && (
          <Alert type="error" statusIconAriaLabel="Error">
            {error}
          </Alert>
        )}
        {submitted && (
          <Alert type="success" statusIconAriaLabel="Success">
            {messages.msg_setup_submitted}
          </Alert>
        )}
        <Button
          variant="primary"
          loading={submit.isPending}
          disabled={submitted || !detailsSaved}
          // After a submit the alert above says why.
          disabledReason={submitted ? undefined : "Save the organization's details first."}
          onClick={() => submit.mutate()}
        >
          Submit setup
        </Button>
      </SpaceBetween>
    </Container>
  );
}
