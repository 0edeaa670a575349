import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { LOGIN_PATH } from '../../api/redirect';
import { setSignedInUser } from '../../session/session-gate';

/** Ends the session, forgets every cached answer and goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      // Signing out on purpose is not an expired session: nothing asks to sign in again.
      setSignedInUser(undefined);
      return api('Logout');
    },
    onSettled: () => {
      queryClient.clear();
      navigate(LOGIN_PATH, { replace: true });
    },
  });
}
