import { useCollection, type UseCollectionOptions } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Table from '@cloudscape-design/components/table';
import { ListTextFilter } from '../../components/list-screen/ListTextFilter';
import type { StepResult } from '@switchboard/shared';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/list-screen/EmptyState';
import { ListPagination } from '../../components/list-screen/ListPagination';
import { ListPreferences } from '../../components/list-screen/ListPreferences';
import { useListPreferences } from '../../components/list-screen/use-list-preferences';
import '../../components/list-screen/list-table.css';
import { stepMatches, type ResultFilter } from './run-format';
import { stepColumns } from './step-columns';

/** The text filter, with the result filter inside it: a filter that leaves nothing shows "No matches" and the way back. */
function stepFiltering(result: ResultFilter, onClear: () => void): UseCollectionOptions<StepResult>['filtering'] {
  return {
    filteringFunction: (step, text) => stepMatches(step, text, result),
    empty: <EmptyState title="No steps" subtitle="This run has no steps." />,
    noMatch: (
      <EmptyState
        title="No matches"
        subtitle="No step matches the filters."
        action={<Button onClick={onClear}>Clear filters</Button>}
      />
    ),
  };
}

const resultOptions = [
  { id: 'all', text: 'All' },
  { id: 'passed', text: 'Passed' },
  { id: 'failed', text: 'Failed' },
];

/** Every step of the run: what was said, expected and answered, and why a step failed; filtered, sorted, paged. */
export function StepsTable({ steps }: { steps: readonly StepResult[] }) {
  const navigate = useNavigate();
  const columns = useMemo(() => stepColumns(navigate), [navigate]);
  const [preferences, setPreferences] = useListPreferences('skill-test-result-steps', columns);
  const [result, setResult] = useState<ResultFilter>('all');

  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(steps, {
    filtering: stepFiltering(result, () => {
      // The Cloudscape collection recipe: the handler runs on click, after useCollection has returned.
      actions.setFiltering('');
      setResult('all');
    }),
    pagination: { pageSize: preferences.pageSize },
    sorting: { defaultState: { sortingColumn: columns[0]! } },
  });
  const filtering = Boolean(filterProps.filteringText) || result !== 'all';
  const failedCount = steps.filter((step) => !step.Passed).length;

  return (
    <Table
      {...collectionProps}
      variant="container"
      wrapLines
      items={items}
      trackBy="Index"
      columnDefinitions={columns}
      columnDisplay={preferences.contentDisplay}
      ariaLabels={{ tableLabel: 'Steps' }}
      header={
        <Header
          variant="h2"
          counter={filtering ? `(${filteredItemsCount ?? 0}/${steps.length})` : `(${steps.length})`}
          description={failedCount ? `${failedCount} failed. Filter by Failed to see why.` : 'Every step passed.'}
        >
          Steps
        </Header>
      }
      filter={
        <div className="sb-list-filters">
          <div className="sb-list-filters__text">
            <ListTextFilter
              filterProps={filterProps}
              plural="steps"
              filtering={filtering}
              filteredItemsCount={filteredItemsCount}
            />
          </div>
          <SegmentedControl
            label="Result"
            selectedId={result}
            options={resultOptions}
            onChange={({ detail }) => {
              setResult(detail.selectedId as ResultFilter);
              actions.setCurrentPage(1);
            }}
          />
        </div>
      }
      pagination={<ListPagination {...paginationProps} />}
      preferences={
        <ListPreferences noun="step" columns={columns} preferences={preferences} onChange={setPreferences} />
      }
    />
  );
}
