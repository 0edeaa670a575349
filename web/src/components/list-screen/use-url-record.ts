import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type RecordView = 'details' | 'edit';
const VIEWS: readonly RecordView[] = ['details', 'edit'];

/**
 * The record a list screen has open (its details or its edit form) in the URL (`?details=<id>`, `?edit=<id>`), so a
 * reload, back/forward and a shared link open it again. Opening and closing are steps of the history.
 */
export function useUrlRecord<T>(
  prefix: string,
  rows: readonly T[],
  itemId: (item: T) => string,
): { open?: { view: RecordView; item: T }; show: (view: RecordView | undefined, item?: T) => void } {
  const [params, setParams] = useSearchParams();
  const wanted = VIEWS.map((view) => ({ view, id: params.get(`${prefix}${view}`) })).find(({ id }) => id);
  const open = useMemo(() => {
    const item = wanted && rows.find((row) => itemId(row) === wanted.id);
    return wanted && item ? { view: wanted.view, item } : undefined;
  }, [wanted?.view, wanted?.id, rows, itemId]); // eslint-disable-line react-hooks/exhaustive-deps
  const show = useCallback(
    (view: RecordView | undefined, item?: T) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const known of VIEWS) next.delete(`${prefix}${known}`);
        if (view && item) next.set(`${prefix}${view}`, itemId(item));
        return next;
      }),
    [setParams, prefix, itemId],
  );
  return { open, show };
}
