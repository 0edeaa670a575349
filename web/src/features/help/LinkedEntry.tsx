import { DetailsModal } from '../../components/list-screen/DetailsModal';
import { historyOf, recordTypeOfList } from '../../components/list-screen/record-types';
import type { DetailItem } from '../../components/list-screen/types';
import { usePrincipal } from '../../session/principal';
import type { Help } from '@switchboard/shared';
import { useHelpEntries } from './use-help-entries';

/** The entry a link names (`?entry=`, e.g. from a near-duplicate warning), shown in its details. */
export function LinkedEntry({
  helpId,
  details,
  onDismiss,
}: {
  helpId: string;
  details: (entry: Help) => DetailItem[];
  onDismiss: () => void;
}) {
  const entries = useHelpEntries();
  const role = usePrincipal().Role;
  const entry = entries.data?.find((item) => item.HelpID === helpId);
  if (entries.isPending) return null;
  return (
    <DetailsModal
      title={entry ? `Help entry ${entry.ShortDescription.split(';')[0]}` : 'Help entry not found'}
      items={entry ? details(entry) : [{ label: 'Entry', value: 'This entry no longer exists.' }]}
      onDismiss={onDismiss}
      history={entry ? historyOf(role, recordTypeOfList('GetHelp'), entry.HelpID) : undefined}
    />
  );
}
