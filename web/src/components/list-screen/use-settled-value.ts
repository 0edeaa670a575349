import { useEffect, useState } from 'react';

/** A value once it has stopped changing for `delayMs` (the first value at once): a search sent when typing stops. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
