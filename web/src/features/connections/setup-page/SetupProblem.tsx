import type { ReactNode } from 'react';
import { ErrorScreen } from '../../errors/ErrorScreen';
import { SETUP_SYSTEMS_PATH } from '../setup-paths';

/** Why a /setup/{slug} page cannot open, with the way back to the connections (and another way on, when there is one). */
export function SetupProblem({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <ErrorScreen title={title} back={{ path: SETUP_SYSTEMS_PATH, label: 'Go to Setup systems' }} action={action}>
      {children}
    </ErrorScreen>
  );
}
