import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { issuesByField, loginInput } from '@switchboard/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../../api/redirect';
import './login.css';
import { usePageTitle } from '../../components/page/use-page-title';
import { useSignIn, type SignInInput } from './use-sign-in';

const fieldLabels: Record<keyof SignInInput, string> = { Email: 'Email', Password: 'Password' };

/** /Account/Login: email and password; back to where the user came from (returnTo) once signed in. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [values, setValues] = useState<SignInInput>({ Email: '', Password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof SignInInput, string>>>({});
  const signIn = useSignIn(() => navigate(returnTo, { replace: true }));
  usePageTitle('Sign in');

  const update = (key: keyof SignInInput, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const parsed = loginInput.safeParse(values);
    if (!parsed.success) {
      const byField = issuesByField(parsed.error);
      setErrors({
        Email: byField.Email && `${fieldLabels.Email} ${byField.Email}`,
        Password: byField.Password && `${fieldLabels.Password} ${byField.Password}`,
      });
      return;
    }
    signIn.mutate(parsed.data);
  };

  return (
    <div className="sb-login">
      <TopNavigation identity={{ href: '/', title: 'Switchboard' }} />
      <main className="sb-login__main">
        <form onSubmit={submit} noValidate aria-label="Sign in">
          <Form
            header={
              <Header variant="h1" description="The administration console of your voice and chat assistant.">
                Sign in
              </Header>
            }
            actions={
              <Button variant="primary" formAction="submit" loading={signIn.isPending} disabled={signIn.isPending}>
                Sign in
              </Button>
            }
          >
            <Container>
              <SpaceBetween size="l">
                {signIn.isError && !signIn.isPending && (
                  <Alert type="error" header="Sign-in failed">
                    {signIn.error.message}
                  </Alert>
                )}
                <FormField label="Email" errorText={errors.Email}>
                  <Input
                    type="email"
                    inputMode="email"
                    autoComplete="username"
                    autoFocus
                    value={values.Email}
                    invalid={Boolean(errors.Email)}
                    onChange={(event) => update('Email', event.detail.value)}
                  />
                </FormField>
                <FormField label="Password" errorText={errors.Password}>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={values.Password}
                    invalid={Boolean(errors.Password)}
                    onChange={(event) => update('Password', event.detail.value)}
                  />
                </FormField>
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      </main>
    </div>
  );
}
