import type { PrincipalAnswer } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { setCachedAnswer } from '../../api/use-route';

export type SignInInput = { Email: string; Password: string };

/** POST /Auth/Login; on success the session cookie is set and the principal is the new "who am I". */
export function useSignIn(onSignedIn: (principal: PrincipalAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api('Login', { body: input }),
    onSuccess: (principal) => {
      queryClient.clear();
      setCachedAnswer(queryClient, 'Me', () => principal);
      onSignedIn(principal);
    },
  });
}
