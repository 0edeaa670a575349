import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useEffect, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { FullPageSpinner } from '../../components/page/FullPageSpinner';
import { PrincipalContext, useMeQuery } from '../../session/principal';
import { SessionExpiredModal } from './SessionExpiredModal';
import { setSignedInUser } from '../../session/session-gate';

/**
 * Renders its children only for a signed-in user (a signed-out one is sent to /Account/Login by the client). While
 * they are shown, a session that ends asks the same user to sign in again over the page (SessionExpiredModal).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  const email = me.data?.Email;
  useEffect(() => {
    setSignedInUser(email);
    return () => setSignedInUser(undefined);
  }, [email]);

  if (me.data) {
    return (
      <PrincipalContext.Provider value={me.data}>
        {children}
        <SessionExpiredModal />
      </PrincipalContext.Provider>
    );
  }
  if (me.isError && !(isApiError(me.error) && me.error.redirecting)) {
    return (
      <main>
        <Box padding="xxl">
          <Alert
            type="error"
            header="Switchboard could not load your session"
            action={<Button onClick={() => void me.refetch()}>Retry</Button>}
          >
            {me.error.message}
          </Alert>
        </Box>
      </main>
    );
  }
  return <FullPageSpinner label="Loading your session" />;
}
