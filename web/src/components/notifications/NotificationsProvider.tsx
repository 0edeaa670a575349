import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NotificationsContext, type Notice, type ShownNotice } from './notifications-context';

/** Holds the page's flash messages and clears each after its delay. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (notice: Notice) => {
      counter.current += 1;
      const id = notice.key ? `${notice.key}#${counter.current}` : `notice-${counter.current}`;
      setNotices((current) => {
        const replaced = notice.key ? current.filter((shown) => shown.key === notice.key) : [];
        for (const old of replaced) clearTimeout(timers.current.get(old.id));
        return [{ ...notice, id }, ...current.filter((shown) => !replaced.includes(shown))];
      });
      if (notice.clearAfterMs)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), notice.clearAfterMs),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ notices, notify, dismiss }), [notices, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}
