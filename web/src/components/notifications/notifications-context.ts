import { createContext, useContext, type ReactNode } from 'react';

export interface Notice {
  type: 'success' | 'error' | 'warning' | 'info';
  content: ReactNode;
  header?: ReactNode;
  /** Cleared after this many ms (the spec's delays, MESSAGE_DELAYS); kept until dismissed when absent. */
  clearAfterMs?: number;
  /** A notice with the same key replaces the previous one (e.g. one load error per list). */
  key?: string;
  /**
   * The page (pathname) the notice is about: it shows only there, so a list's "Skill test added." does not follow
   * the user to the next page. Without one it shows wherever the user goes (a save that then leaves for the list).
   */
  page?: string;
}

export interface ShownNotice extends Notice {
  id: string;
}

export interface Notifications {
  notices: readonly ShownNotice[];
  notify: (notice: Notice) => string;
  dismiss: (id: string) => void;
}

export const NotificationsContext = createContext<Notifications | undefined>(undefined);

export function useNotifications(): Notifications {
  const context = useContext(NotificationsContext);
  if (!context) throw new Error('useNotifications needs a NotificationsProvider');
  return context;
}
