import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SignInLink } from './SignInLink';

/** After registering: the administrator approves next; only then can the user sign in. */
export function RegistrationReceived({ email, organization }: { email: string; organization: string }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1">Registration received</Header>
      <Alert type="success" header="Your administrator will approve it; you can then sign in.">
        You registered as {email} in {organization}. Signing in works once an administrator of {organization} has
        approved your registration.
      </Alert>
      <Box variant="p">
        <SignInLink>Go to sign in</SignInLink>
      </Box>
    </SpaceBetween>
  );
}
