import { roleLabels, usePrincipal } from '../../session/principal';
import { ErrorScreen } from './ErrorScreen';

/** A screen the signed-in role may not use. */
export default function NotAllowedPage({ screen }: { screen: string }) {
  const principal = usePrincipal();
  return (
    <ErrorScreen title="Not allowed">
      Your role ({roleLabels[principal.Role]}) does not give access to {screen}. Ask an administrator of{' '}
      {principal.OrganizationName} if you need it.
    </ErrorScreen>
  );
}
