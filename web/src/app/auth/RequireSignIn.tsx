import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { FullPageSpinner } from '../routes/FullPageSpinner';
import { PrincipalContext, useMeQuery } from './principal';

/** Renders its children only for a signed-in user (a signed-out one is sent to /Account/Login by the client). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  if (me.data) return <PrincipalContext.Provider value={me.data}>{children}</PrincipalContext.Provider>;
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
