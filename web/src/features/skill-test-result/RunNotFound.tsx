import type { ReactNode } from 'react';
import { ErrorScreen } from '../errors/ErrorScreen';
import { SKILL_TESTS_PATH } from './run-format';

/** Why a result page cannot open (no such run in this organization, or it could not be read), with the way back. */
export function RunProblem({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <ErrorScreen title={title} back={{ path: SKILL_TESTS_PATH, label: 'Go to Skill tests' }} action={action}>
      {children}
    </ErrorScreen>
  );
}

/** An unknown RunID, another organization's (the API answers 404) or an Id that is no RunID at all. */
export function RunNotFound() {
  return (
    <RunProblem title="Test run not found">
      There is no test run with this Id in your organization. It may have been deleted with its test, or the link may be
      incomplete.
    </RunProblem>
  );
}
