import { fillMessage, messages, MESSAGE_DELAYS } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText, isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useNotifications } from '../../components/notifications/notifications-context';

/**
 * "Create from Help Q&A": a regression test asking every question of every live help entry and expecting that
 * entry (POST /SkillTests/CreateTestFromHelp); the list shows it at once.
 */
export function useCreateFromHelp() {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  return useMutation({
    mutationFn: () => api('CreateTestFromHelp', { body: {} }),
    onSuccess: async (test) => {
      await queryClient.invalidateQueries({ queryKey: ['GetTests'] });
      notify({
        type: 'success',
        key: 'skill-tests-done',
        content: fillMessage(messages.msg_skill_test_from_help, { name: test.Name }),
        clearAfterMs: MESSAGE_DELAYS.success,
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.redirecting) return;
      notify({
        type: 'error',
        content: failureText(messages.msg_skill_test_from_help_failed, error),
        clearAfterMs: MESSAGE_DELAYS.submit,
      });
    },
  });
}
