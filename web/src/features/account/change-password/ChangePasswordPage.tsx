import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MESSAGE_DELAYS, changePasswordInput, passwordProblems } from '@switchboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { usePrincipal } from '../../../session/principal';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-context';
import { NewPasswordFields } from '../password/NewPasswordFields';
import './change-password.css';

type Values = { OldPassword: string; NewPassword: string; ConfirmPassword: string };
const empty: Values = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/** /Account/ChangePassword: any signed-in user; the server's Message is shown (success or failure). */
export default function ChangePasswordPage() {
  usePageTitle('Change password');
  const principal = usePrincipal();
  const { notify } = useNotifications();
  const [values, setValues] = useState<Values>(empty);
  // Half-typed passwords are not lost by a stray click: leaving asks first.
  useUnsavedChanges(Object.values(values).some(Boolean));
  const [submitted, setSubmitted] = useState(false);
  const oldRef = useRef<InputProps.Ref>(null);
  const newRef = useRef<InputProps.Ref>(null);
  const confirmRef = useRef<InputProps.Ref>(null);
  const change = useMutation({
    mutationFn: async (body: Values) => {
      const answer = await api('ChangeProfilePassword', { body });
      if (!answer.Success) throw new ApiError(answer.Message, 400, answer.Message);
      return answer;
    },
    onSuccess: (answer) => {
      notify({ type: 'success', key: 'change-password', content: answer.Message, clearAfterMs: MESSAGE_DELAYS.update });
      setValues(empty);
      setSubmitted(false);
    },
  });
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const oldMissing = submitted && values.OldPassword === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (change.isPending) return;
    if (passwordProblems(values.NewPassword).length > 0) return newRef.current?.focus();
    if (values.OldPassword === '') return oldRef.current?.focus();
    if (values.ConfirmPassword !== values.NewPassword) return confirmRef.current?.focus();
    if (changePasswordInput.safeParse(values).success) change.mutate(values);
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`For ${principal.Email}. When it changes, your other sessions are signed out.`}
        >
          Change password
        </Header>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Change password" className="sb-change-password">
        <input type="email" autoComplete="username" value={principal.Email} hidden readOnly />
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={change.isPending}>
              Change password
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="l">
              {change.isError && !change.isPending && (
                <Alert type="error" header="Password not changed">
                  {change.error.message}
                </Alert>
              )}
              <FormField
                label="Current password"
                errorText={oldMissing ? 'Enter your current password.' : undefined}
                stretch
              >
                <Input
                  ref={oldRef}
                  type="password"
                  autoComplete="current-password"
                  value={values.OldPassword}
                  invalid={oldMissing}
                  onChange={(event) => set('OldPassword')(event.detail.value)}
                />
              </FormField>
              <NewPasswordFields
                password={values.NewPassword}
                confirm={values.ConfirmPassword}
                onPassword={set('NewPassword')}
                onConfirm={set('ConfirmPassword')}
                showErrors={submitted}
                passwordRef={newRef}
                confirmRef={confirmRef}
                passwordLabel="New password"
                confirmLabel="Confirm new password"
              />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </ContentLayout>
  );
}
