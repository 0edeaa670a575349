import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { StepResult } from '@switchboard/shared';
import { contextText, latencyText, leftText, scoreText } from './run-format';

type Column = TableProps.ColumnDefinition<StepResult> & { id: string; header: string };

/** Where a matched entry opens: the Help Q&A screen shows the entry a link names (`?entry=`). */
const helpEntryPath = (helpId: string) => `/help?entry=${encodeURIComponent(helpId)}`;

function MatchedEntry({ step, onOpen }: { step: StepResult; onOpen: (path: string) => void }) {
  if (!step.MatchedHelpID) return <Box color="text-status-inactive">No match</Box>;
  const path = helpEntryPath(step.MatchedHelpID);
  return (
    <Link
      href={path}
      onFollow={(event) => {
        event.preventDefault();
        onOpen(path);
      }}
    >
      {step.MatchedQuestion ?? step.MatchedHelpID}
    </Link>
  );
}

function StepOutcome({ step }: { step: StepResult }) {
  if (step.Passed) return <StatusIndicator type="success">Passed</StatusIndicator>;
  return (
    <SpaceBetween size="xxxs">
      <StatusIndicator type="error">Failed</StatusIndicator>
      <ul className="sb-step-failures">
        {step.Failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </ul>
    </SpaceBetween>
  );
}

/** The steps table's columns; `onOpen` follows a link inside the console (the matched Help entry). */
export function stepColumns(onOpen: (path: string) => void): Column[] {
  return [
    { id: 'index', header: '#', cell: (step) => step.Index, width: 64, sortingField: 'Index' },
    { id: 'say', header: 'User says', cell: (step) => step.Say, isRowHeader: true, width: 220, sortingField: 'Say' },
    { id: 'context', header: 'Asked in', cell: (step) => contextText(step), width: 180 },
    { id: 'expected', header: 'Expected', cell: (step) => step.Expected, width: 220 },
    {
      id: 'actual',
      header: 'Actual answer',
      cell: (step) => (
        <SpaceBetween size="xxxs">
          <span>{step.ActualText}</span>
          {leftText(step) && <Box color="text-body-secondary">{leftText(step)}</Box>}
        </SpaceBetween>
      ),
      width: 260,
      // The longest cell of a row: narrower, a long answer makes its row a column of single words.
      minWidth: 240,
    },
    {
      id: 'matched',
      header: 'Matched entry',
      cell: (step) => <MatchedEntry step={step} onOpen={onOpen} />,
      width: 220,
    },
    {
      id: 'score',
      header: 'Score',
      cell: (step) => scoreText(step.Score),
      width: 90,
      sortingComparator: (a, b) => (a.Score ?? -1) - (b.Score ?? -1),
    },
    {
      id: 'latency',
      header: 'Latency',
      cell: (step) => latencyText(step.LatencyMs),
      width: 110,
      sortingField: 'LatencyMs',
    },
    {
      id: 'result',
      header: 'Result',
      cell: (step) => <StepOutcome step={step} />,
      width: 260,
      // "Passed" and "Failed" on one line however narrow the page: at 1366 px it was cut into "Passe" / "d".
      minWidth: 120,
      sortingComparator: (a, b) => Number(a.Passed) - Number(b.Passed),
    },
  ];
}
