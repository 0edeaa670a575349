import type { LogType } from '@switchboard/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultFilters, type LogFilters } from './log-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The usage logs' filters in the URL (`?start=…&end=…&type=…&detail=…`), so a reload, back/forward and a shared link
 * show the same logs; what the URL does not say is the default (the last seven days, every type). Applying filters
 * is a step of the history.
 */
export function useUrlLogFilters(): [LogFilters, (filters: LogFilters) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => {
    const given = new URLSearchParams(search);
    const fallback = defaultFilters();
    const day = (key: string, otherwise: string) => {
      const value = given.get(key) ?? '';
      return DAY.test(value) ? value : otherwise;
    };
    return {
      start: day('start', fallback.start),
      end: day('end', fallback.end),
      type: (given.get('type') ?? '') as LogType | '',
      detail: given.get('detail') ?? '',
    };
  }, [search]);
  const apply = useCallback(
    (next: LogFilters) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['start', 'end', 'type', 'detail'] as const) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        return updated;
      }),
    [setParams],
  );
  return [filters, apply];
}
