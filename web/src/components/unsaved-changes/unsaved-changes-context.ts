import { createContext, useContext, useEffect, useId } from 'react';

export interface UnsavedChanges {
  /** Marks (or clears) one part of the page as holding changes that are not saved yet. */
  setDirty: (source: string, dirty: boolean) => void;
  /** Runs a navigation that must not ask (e.g. to the list after a successful save). */
  leaveWithoutAsking: (navigate: () => void) => void;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | undefined>(undefined);

/**
 * Declares that this component holds unsaved changes while `dirty` is true: leaving the page (a link, Back, a reload
 * or closing the tab) asks first. Answers the way to leave without asking once the changes are saved.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges['leaveWithoutAsking'] {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error('useUnsavedChanges needs an UnsavedChangesProvider');
  const source = useId();
  const { setDirty, leaveWithoutAsking } = context;
  useEffect(() => {
    setDirty(source, dirty);
    return () => setDirty(source, false);
  }, [setDirty, source, dirty]);
  return leaveWithoutAsking;
}
