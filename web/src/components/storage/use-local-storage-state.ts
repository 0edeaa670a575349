import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

/** useState whose value is kept in localStorage under `key` (JSON); falls back when storage is unavailable. */
export function useLocalStorageState<T>(key: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // kept for this visit only
      }
    },
    [key],
  );
  return [value, update];
}
