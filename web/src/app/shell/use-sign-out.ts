import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { LOGIN_PATH } from '../api/redirect';

/** Ends the session, forgets every cached answer and goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('Logout'),
    onSettled: () => {
      queryClient.clear();
      navigate(LOGIN_PATH, { replace: true });
    },
  });
}
