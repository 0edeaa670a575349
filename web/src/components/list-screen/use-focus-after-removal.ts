import { useCallback, useRef } from 'react';

interface Removal {
  row: Element | null;
  index: number;
}

/**
 * Where the focus goes once a row is deleted: its Delete button is gone with it, so the focus moves to the row that
 * took its place (the one before it when it was the last), or to the table's primary action when none is left.
 * `remember` when the delete starts (the focus is on the row's button), `removed` once it succeeded, and
 * `rowsRendered` whenever the table's rows change.
 */
export function useFocusAfterRemoval() {
  const container = useRef<HTMLDivElement>(null);
  const remembered = useRef<Removal | undefined>(undefined);
  const pending = useRef<Removal | undefined>(undefined);

  // Record rows only: an empty table shows its message in a row of one wide cell.
  const rows = () =>
    Array.from(container.current?.querySelectorAll('tbody tr') ?? []).filter(
      (row) => !row.querySelector('td[colspan]'),
    );

  const attempt = useCallback(() => {
    const removal = pending.current;
    // The table has not re-rendered without the row yet: wait for rowsRendered.
    if (!removal || removal.row?.isConnected) return;
    pending.current = undefined;
    const left = rows();
    const row = left[Math.min(removal.index, left.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('a[href], a[role="button"], button:not([disabled])') ??
      container.current?.querySelector<HTMLElement>('[data-primary-action] button, [data-primary-action]');
    target?.focus();
  }, []);

  const remember = useCallback(() => {
    const row = document.activeElement?.closest('tbody tr') ?? null;
    remembered.current = { row, index: Math.max(0, rows().indexOf(row as Element)) };
  }, []);

  const removed = useCallback(() => {
    pending.current = remembered.current;
    remembered.current = undefined;
    attempt();
  }, [attempt]);

  return { container, remember, removed, rowsRendered: attempt };
}
