import { invitationLookupQuery } from '@switchboard/shared';
import { useSearchParams } from 'react-router-dom';
import { useRoute } from '../../../api/use-route';
import { FullPageSpinner } from '../../../components/page/FullPageSpinner';
import { usePageTitle } from '../../../components/page/use-page-title';
import { PublicPage } from '../PublicPage';
import { InvitationLinkProblem } from './InvitationLinkProblem';
import { RegistrationForm } from './RegistrationForm';

const notOurLink =
  'This is not an invitation link this console sent. Open the link from your invitation email, or ask your administrator for a new invitation.';

/** /Account/Register?token=…: a signed-out invitee chooses their name and password. */
export default function RegisterPage() {
  usePageTitle('Register');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = invitationLookupQuery.safeParse({ token }).success;
  const invitation = useRoute(
    'Invitation',
    { token },
    {
      enabled: wellFormed,
      retry: false,
      // The link is single use: once registered, looking it up again would say it is used.
      staleTime: Infinity,
    },
  );

  if (!wellFormed) return <InvitationLinkProblem message={notOurLink} />;
  if (invitation.isError) return <InvitationLinkProblem message={invitation.error.message} />;
  return (
    <PublicPage>
      {invitation.data ? (
        <RegistrationForm token={token} invitation={invitation.data} />
      ) : (
        <FullPageSpinner label="Checking your invitation" />
      )}
    </PublicPage>
  );
}
