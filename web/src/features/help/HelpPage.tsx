import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages } from '@switchboard/shared';
import { useMemo, useState } from 'react';
import { DetailsModal } from '../../components/list-screen/DetailsModal';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { historyOf, recordTypeOfList } from '../../components/list-screen/record-types';
import { SelectFilter } from '../../components/list-screen/SelectFilter';
import { useUrlFilters } from '../../components/list-screen/use-url-filters';
import { useNotifications } from '../../components/notifications/notifications-context';
import { usePrincipal } from '../../session/principal';
import { TestQuestionModal } from './ask/TestQuestionModal';
import { AnsweringBalanceModal } from './AnsweringBalanceModal';
import { helpScreen } from './help-screen';
import { openChat } from './open-chat';
import { useHelpCategories } from './use-help-categories';
import { useHelpEntries } from './use-help-entries';

/** /help: the organization's Q&A knowledge base, the test-question dialog and the chat tester. */
export default function HelpPage() {
  // The table's own filter (`filter` in the URL) is GetHelp's Search: ListScreen sends it (use-server-search.ts).
  const [filters, setFilters] = useUrlFilters(['categoryID', 'entry'] as const);
  const categories = useHelpCategories();
  const [testing, setTesting] = useState(false);
  const [balancing, setBalancing] = useState(false);
  const { notify } = useNotifications();

  const chat = () => {
    if (!openChat()) notify({ type: 'warning', key: 'help-chat-blocked', content: messages.msg_help_popup_blocked });
  };

  const config = useMemo(
    () =>
      helpScreen({
        categories: categories.options,
        categoriesLoading: categories.loading,
        categoryID: filters.categoryID,
        filters: (
          <SelectFilter
            label="Category"
            allLabel="All categories"
            options={categories.options}
            loading={categories.loading}
            value={filters.categoryID}
            onChange={(categoryID) => setFilters({ categoryID })}
          />
        ),
        headerActions: (
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={() => setTesting(true)}>Test a question</Button>
            <Button onClick={() => setBalancing(true)}>Answering balance</Button>
            <Button iconName="external" iconAlign="right" onClick={chat} ariaLabel="Open chat (opens in a new tab)">
              Open chat
            </Button>
          </SpaceBetween>
        ),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [categories.options, categories.loading, filters.categoryID, setFilters],
  );

  return (
    <>
      <ListScreen config={config} />
      {testing && <TestQuestionModal onDismiss={() => setTesting(false)} />}
      {balancing && <AnsweringBalanceModal onDismiss={() => setBalancing(false)} />}
      {filters.entry && (
        <LinkedEntry
          helpId={filters.entry}
          details={config.details}
          onDismiss={() => setFilters({ entry: undefined })}
        />
      )}
    </>
  );
}

/** The entry a link names (`?entry=`, e.g. from a near-duplicate warning), shown in its details. */
function LinkedEntry({
  helpId,
  details,
  onDismiss,
}: {
  helpId: string;
  details: ReturnType<typeof helpScreen>['details'];
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
