import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import type { ListColumn } from './table-types';
import type { ListPreferences } from './use-list-preferences';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

type ContentDisplay = readonly CollectionPreferencesProps.ContentDisplayItem[];

/** True when a shown column's header ends past the left edge of the sticky Actions column (it is under it). */
function columnUnderActions(container: HTMLElement): boolean {
  // The table of rows, not the sticky header's copy (its widths follow the rows' table a frame later).
  const table = Array.from(container.querySelectorAll('table')).find((element) => element.tBodies.length > 0);
  const headers = Array.from(table?.querySelectorAll<HTMLElement>('thead th') ?? []);
  const actions = headers.find((header) => header.textContent?.trim() === 'Actions');
  if (!actions) return false;
  const edge = actions.getBoundingClientRect().left + 1;
  return headers.some(
    (header) =>
      header !== actions && header.getBoundingClientRect().width > 0 && header.getBoundingClientRect().right > edge,
  );
}

/**
 * The columns a table shows by default, fitted to its width: while a column would end under the sticky Actions
 * column, the last shown column (never the row header) is turned off, and comes back when the table gets wider. The
 * columns turned off stay in the preferences; once the user chooses columns there, the table shows their choice.
 */
export function useFittingColumns(
  container: RefObject<HTMLElement | null>,
  preferences: ListPreferences,
  columns: readonly Pick<ListColumn<unknown>, 'id' | 'isRowHeader'>[],
  rows: unknown,
): ContentDisplay {
  const { contentDisplay: display } = preferences;
  const chosen = Boolean(preferences.columnsChosen);
  // The row header names the row and Actions acts on it: never turned off.
  const kept = columns.filter((column) => column.isRowHeader || column.id === 'actions').map((column) => column.id);
  const keptKey = kept.join('\n');
  const [hidden, setHidden] = useState(0);
  const width = useRef(0);
  const [layouts, setLayouts] = useState(0);
  // The columns that may be turned off, the last declared first.
  const fittable = useMemo(
    () =>
      display
        .filter((item) => item.visible && !keptKey.split('\n').includes(item.id))
        .map((item) => item.id)
        .reverse(),
    [display, keptKey],
  );
  const turnedOff = useMemo(() => new Set(chosen ? [] : fittable.slice(0, hidden)), [chosen, fittable, hidden]);

  // After every layout (rows, columns, width), one more column off while one is under Actions.
  useLayoutEffect(() => {
    const element = container.current;
    if (chosen || !element || hidden >= fittable.length) return;
    // Measured once the frame is laid out; each column off is measured again.
    const frame = requestAnimationFrame(() => {
      if (columnUnderActions(element)) setHidden((count) => Math.min(count + 1, fittable.length));
    });
    return () => cancelAnimationFrame(frame);
  }, [container, chosen, hidden, fittable, rows, display, layouts]);

  // A wider container fits again from every column. A table that changes size (its columns take their widths a
  // moment after the rows show) is measured again by the effect above.
  useLayoutEffect(() => {
    const element = container.current;
    if (chosen || !element) return;
    const observer = new ResizeObserver((entries) => {
      const box = entries.find((entry) => entry.target === element);
      const next = box ? Math.round(box.contentRect.width) : width.current;
      // (By more than a scrollbar: a page scrollbar that comes and goes with the rows' height must not start a loop.)
      if (next > width.current + 24 && width.current > 0) setHidden(0);
      width.current = next;
      setLayouts((count) => count + 1);
    });
    observer.observe(element);
    for (const table of Array.from(element.querySelectorAll('table'))) observer.observe(table);
    return () => observer.disconnect();
  }, [container, chosen, rows]);

  return useMemo(
    () => display.map((item) => (turnedOff.has(item.id) ? { ...item, visible: false } : item)),
    [display, turnedOff],
  );
}
