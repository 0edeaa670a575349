import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';

/** Retries only what may heal by itself (network faults, 5xx), never a refusal (4xx) or a lost session. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.redirecting || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
