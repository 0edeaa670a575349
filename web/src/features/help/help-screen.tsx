import { isoDayProblem, type Help } from '@switchboard/shared';
import { useMemo, type ReactNode } from 'react';
import type { DeclaredListScreen } from '../../components/list-screen/declared-screen';
import { listScreen } from '../../components/list-screen/entity-fields';
import { SelectFilter } from '../../components/list-screen/SelectFilter';
import { useUrlFilters } from '../../components/list-screen/use-url-filters';
import { recordMessages } from '../../components/list-screen/record-messages';
import type { FormValues, ListScreenConfig } from '../../components/list-screen/types';
import { helpExtraNames } from './help-extra-fields';
import { helpFields, type HelpChoices } from './help-fields';
import { HelpActions } from './HelpActions';
import { LinkedEntry } from './LinkedEntry';
import { useHelpCategories } from './use-help-categories';

const base = recordMessages('help entry');
const columns = ['ShortDescription', 'LongDescription', 'MediaType', 'MediaUrl', 'HelpCategoryID', 'Active'] as const;
/** What a curator writes of an entry: the form's fields, and the first of its details. */
const entryFields = [...columns, 'ReleaseTime', 'ExpireTime', 'AttributesJSON'] as const;

/** GetHelp answers {Helps, Organizations}: the rows are its Helps. */
const entriesOf = (answer: unknown) => (answer as { Helps?: Help[] }).Helps ?? [];

export interface HelpScreenOptions extends HelpChoices {
  /** GetHelp's categoryID (undefined: every category). */
  categoryID: string | undefined;
  filters: ReactNode;
  headerActions: ReactNode;
}

/**
 * The Help Q&A screen (spec part 2 §2) as a list screen. A failed save: a server fault (500) is shown as the server
 * said it; a question another entry holds is the server's 409 "Question already exists."; a refusal naming a field
 * lands on that field; a version conflict offers Reload.
 */
export function helpScreen(options: HelpScreenOptions): ListScreenConfig<Help, FormValues> {
  return listScreen({
    fields: helpFields(options),
    data: {
      list: 'GetHelp',
      listQuery: { categoryID: options.categoryID },
      selectRows: entriesOf,
      create: 'AddHelp',
      update: 'UpdateHelp',
      remove: 'DeleteHelp',
      toDeleteBody: (entry) => ({ HelpID: entry.HelpID }),
    },
    table: {
      id: 'help-entries',
      title: 'Help Q&A',
      description: 'What the assistant answers: each entry’s questions share one answer.',
      noun: 'help entry',
      plural: 'help entries',
      addLabel: 'Add entry',
      itemId: (entry) => entry.HelpID,
      itemLabel: (entry) => entry.ShortDescription.split(';')[0] ?? entry.HelpID,
      emptyText: options.categoryID ? 'No entry in this category.' : 'No help entry yet.',
      wrapLines: true,
      filters: options.filters,
      headerActions: options.headerActions,
      actionsWidth: 220,
      columns: [
        ...columns,
        'ReleaseTime',
        'ExpireTime',
        'AttributesJSON',
        'DateLastUpdated',
        'LastUpdatedBy',
        'ExternalID',
        'Topic',
        'Tags',
      ],
    },
    // The questions list, the answer, the media, the category, the dates and the attributes. The form reads the
    // entry's HelpID (its own questions are no near-duplicates); an update sends back the entry's id, group, type and
    // Version, and leaves what it kept from an import to the server.
    form: {
      fields: [...entryFields],
      reads: ['HelpID'],
      sends: ['HelpID', 'GroupID', 'HelpType', 'Version'],
      extraErrors: (values) => ({
        ReleaseTime: isoDayProblem(values.ReleaseTime ?? ''),
        ExpireTime: isoDayProblem(values.ExpireTime ?? ''),
      }),
      // Choosing no media clears the URL (spec part 2 §4).
      adjust: (values, changed) =>
        changed === 'MediaType' && values.MediaType === 'none' ? { ...values, MediaUrl: '' } : values,
    },
    details: [...entryFields, 'DateLastUpdated', 'LastUpdatedBy', ...helpExtraNames],
    messages: base,
  });
}

/**
 * The category filter and the categories to file an entry under. The table's own filter (`filter` in the URL) is
 * GetHelp's Search: ListScreen sends it (use-server-search.ts).
 */
function useHelpScreenOptions(): HelpScreenOptions {
  const [{ categoryID }, setFilters] = useUrlFilters(['categoryID'] as const);
  const categories = useHelpCategories();
  return useMemo(
    () => ({
      categories: categories.options,
      categoriesLoading: categories.loading,
      categoryID,
      filters: (
        <SelectFilter
          label="Category"
          allLabel="All categories"
          options={categories.options}
          loading={categories.loading}
          value={categoryID}
          onChange={(next) => setFilters({ categoryID: next })}
        />
      ),
      headerActions: <HelpActions />,
    }),
    [categories.options, categories.loading, categoryID, setFilters],
  );
}

/** The entry a link names (`?entry=`), in its details over the list. */
function EntryOfLink({ config }: { config: ListScreenConfig<Help, FormValues> }) {
  const [{ entry }, setFilters] = useUrlFilters(['entry'] as const);
  return entry ? (
    <LinkedEntry helpId={entry} details={config.details} onDismiss={() => setFilters({ entry: undefined })} />
  ) : null;
}

/** /help: the organization's Q&A knowledge base, the test-question dialog and the chat tester. */
export default {
  useLookups: useHelpScreenOptions,
  config: helpScreen,
  Aside: EntryOfLink,
} satisfies DeclaredListScreen<HelpScreenOptions>;
