import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PublicPage } from '../PublicPage';
import { SignInLink } from './SignInLink';

/** An invitation link that cannot be used (used, replaced, cancelled, expired or not ours): why, and no form. */
export function InvitationLinkProblem({ message }: { message: string }) {
  return (
    <PublicPage>
      <SpaceBetween size="l">
        <Header variant="h1">This invitation link cannot be used</Header>
        <Alert type="error">{message}</Alert>
        <Box variant="p">
          Already registered and approved? <SignInLink />
        </Box>
      </SpaceBetween>
    </PublicPage>
  );
}
