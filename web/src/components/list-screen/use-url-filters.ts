import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's filters kept in the page's URL (e.g. `?categoryId=…&systemName=…`), so a link can preselect them.
 * Setting a filter replaces the history entry; an empty value removes it from the URL.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Partial<Record<K, string>>, (next: Partial<Record<K, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  // Keyed by the values themselves, so the object stays the same until one of them changes.
  const signature = JSON.stringify(keys.map((key) => [key, params.get(key) ?? '']));
  const values = useMemo(
    () =>
      Object.fromEntries((JSON.parse(signature) as [K, string][]).filter(([, value]) => value)) as Partial<
        Record<K, string>
      >,
    [signature],
  );
  const set = useCallback(
    (next: Partial<Record<K, string | undefined>>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next) as [K, string | undefined][]) {
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, set];
}
