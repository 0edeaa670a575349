import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `delayMs` (the spec's display times). */
export function useTimedText(delayMs: number): [string | undefined, (text: string | undefined) => void] {
  const [text, setText] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (next: string | undefined) => {
      clearTimeout(timer.current);
      setText(next);
      if (next) timer.current = setTimeout(() => setText(undefined), delayMs);
    },
    [delayMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [text, show];
}
