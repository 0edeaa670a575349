import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages } from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { isSubmitKey } from '../../components/forms/submit-on-enter';
import { api } from '../../api/client';
import { setCachedAnswer } from '../../api/use-route';
import { expiredSessionUser, settle, subscribe } from '../../session/session-gate';

/**
 * "Your session expired", over the page the user was on: they sign in again as themselves and carry on where they
 * were (the calls that waited are sent again). A refused sign-in says why (e.g. the account was disabled).
 */
export function SessionExpiredModal() {
  const email = useSyncExternalStore(subscribe, expiredSessionUser);
  return email ? <SignInAgain key={email} email={email} /> : null;
}

function SignInAgain({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (signingIn) return;
    if (!password) {
      setProblem('Password is required');
      return;
    }
    setSigningIn(true);
    setProblem(undefined);
    try {
      const principal = await api('Login', { body: { Email: email, Password: password } });
      setCachedAnswer(queryClient, 'Me', () => principal);
      settle(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSigningIn(false);
    }
  };

  return (
    <Modal
      visible
      header="Your session expired"
      closeAriaLabel="Close and go to the sign-in page"
      onDismiss={() => settle(false)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => settle(false)} disabled={signingIn}>
              Go to the sign-in page
            </Button>
            <Button variant="primary" loading={signingIn} onClick={() => void submit()}>
              Sign in
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => isSubmitKey(event) && void submit()}
        noValidate
        aria-label="Sign in again"
      >
        <SpaceBetween size="l">
          <Box variant="p">{messages.msg_session_expired}</Box>
          {problem && problem !== 'Password is required' && (
            <Alert type="error" header="Sign-in failed">
              {problem}
            </Alert>
          )}
          <FormField label="Email">
            <Input value={email} readOnly autoComplete="username" />
          </FormField>
          <FormField label="Password" errorText={problem === 'Password is required' ? problem : undefined}>
            <Input
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              invalid={problem === 'Password is required'}
              onChange={(event) => setPassword(event.detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
