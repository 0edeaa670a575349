import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { issuesByField, passwordProblems, registrationInput, type AnswerOf, type Routes } from '@switchboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../../api/client';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { RegistrationReceived } from './RegistrationReceived';

type Invitation = AnswerOf<Routes['Invitation']>;
type Values = { FirstName: string; LastName: string; Password: string; ConfirmPassword: string };

const nameLabels = { FirstName: 'First name', LastName: 'Last name' } as const;

/** The invitee's name (prefilled from the invitation) and password; submitted only when the password policy is met. */
export function RegistrationForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const [values, setValues] = useState<Values>({
    FirstName: invitation.FirstName,
    LastName: invitation.LastName,
    Password: '',
    ConfirmPassword: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const passwordRef = useRef<InputProps.Ref>(null);
  const confirmRef = useRef<InputProps.Ref>(null);
  const register = useMutation({
    mutationFn: (body: Values & { Token: string }) => api('Register', { body }),
  });

  if (register.isSuccess) {
    return <RegistrationReceived email={invitation.Email} organization={invitation.OrganizationName} />;
  }

  const body = { Token: token, ...values };
  const parsed = registrationInput.safeParse(body);
  const issues = submitted && !parsed.success ? issuesByField(parsed.error) : {};
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (register.isPending) return;
    if (passwordProblems(values.Password).length > 0) return passwordRef.current?.focus();
    if (values.ConfirmPassword !== values.Password) return confirmRef.current?.focus();
    if (parsed.success) register.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <input type="email" autoComplete="username" value={invitation.Email} hidden readOnly />
      <Form
        header={
          <Header variant="h1" description={`Join ${invitation.OrganizationName} on Switchboard.`}>
            Register
          </Header>
        }
        actions={
          <Button variant="primary" formAction="submit" loading={register.isPending}>
            Register
          </Button>
        }
      >
        <Container>
          <SpaceBetween size="l">
            {register.isError && !register.isPending && (
              <Alert type="error" header="Registration failed">
                {register.error.message}
              </Alert>
            )}
            <KeyValuePairs
              columns={1}
              items={[
                { label: 'Organization', value: invitation.OrganizationName },
                { label: 'Email', value: invitation.Email },
              ]}
            />
            {(['FirstName', 'LastName'] as const).map((key) => (
              <FormField
                key={key}
                label={nameLabels[key]}
                errorText={issues[key] && `${nameLabels[key]} ${issues[key]}`}
                stretch
              >
                <Input
                  value={values[key]}
                  autoComplete={key === 'FirstName' ? 'given-name' : 'family-name'}
                  invalid={Boolean(issues[key])}
                  onChange={(event) => set(key)(event.detail.value)}
                />
              </FormField>
            ))}
            <NewPasswordFields
              password={values.Password}
              confirm={values.ConfirmPassword}
              onPassword={set('Password')}
              onConfirm={set('ConfirmPassword')}
              showErrors={submitted}
              passwordRef={passwordRef}
              confirmRef={confirmRef}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
