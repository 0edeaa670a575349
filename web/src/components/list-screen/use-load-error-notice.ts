import { useEffect } from 'react';
import { failureText, isApiError } from '../../api/api-error';
import { useNotifications } from '../notifications/notifications-context';

interface FailedLoad {
  error: Error | null;
  errorUpdatedAt: number;
}

/**
 * Says once per failure that a list could not be loaded (the catalogue's text, then the server's reason), for the
 * spec's delay; nothing while a lost session sends the user to sign in.
 */
export function useLoadErrorNotice(query: FailedLoad, key: string, message: string, clearAfterMs: number) {
  const { notify } = useNotifications();
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || (isApiError(error) && error.redirecting)) return;
    notify({ type: 'error', key, content: failureText(message, error), clearAfterMs });
  }, [error, errorUpdatedAt, key, message, clearAfterMs, notify]);
}
