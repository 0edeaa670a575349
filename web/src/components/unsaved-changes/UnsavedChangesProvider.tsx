import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { LeavePageModal } from './LeavePageModal';
import { UnsavedChangesContext } from './unsaved-changes-context';

/**
 * Keeps which parts of the page hold unsaved changes, and asks before leaving while any does: ONE router blocker
 * for in-console navigation (links, Back, redirects) and the browser's own prompt for a reload or a closed tab.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const bypass = useRef(false);
  const { key } = useLocation();

  // A navigation that was let through without asking has happened: ask again from now on.
  useEffect(() => {
    bypass.current = false;
  }, [key]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !bypass.current &&
      dirty.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current || dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  const setDirty = useCallback((source: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(source);
    else dirty.current.delete(source);
  }, []);
  const leaveWithoutAsking = useCallback((navigate: () => void) => {
    bypass.current = true;
    navigate();
  }, []);
  const value = useMemo(() => ({ setDirty, leaveWithoutAsking }), [setDirty, leaveWithoutAsking]);

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {blocker.state === 'blocked' && (
        <LeavePageModal
          onStay={() => blocker.reset()}
          onLeave={() => {
            dirty.current.clear();
            blocker.proceed();
          }}
        />
      )}
    </UnsavedChangesContext.Provider>
  );
}
