import type { Help } from '@switchboard/shared';
import { useRoute } from '../../api/use-route';

/** Every help entry of the organization (at most the list limit), for pickers and lookups by HelpID. */
export function useHelpEntries() {
  return useRoute('GetHelp', {}, { select: (answer) => answer.Helps as Help[], staleTime: 30_000 });
}
