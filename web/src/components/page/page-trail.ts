import { useEffect, useSyncExternalStore } from 'react';

/** One breadcrumb a page names itself (e.g. a record's name), after the console's "Switchboard". */
export interface TrailItem {
  text: string;
  href: string;
}

interface Trail {
  pathname: string;
  items: readonly TrailItem[];
}

let current: Trail | undefined;
const listeners = new Set<() => void>();
const publish = (next: Trail | undefined) => {
  current = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A page whose breadcrumbs name what it shows (Skill tests › <test> › run of <date>) sets them here; the registry's
 * title and parent stand in until it does, and again once it is left. Keyed by the location, so a trail never
 * outlives its page.
 */
export function usePageTrail(pathname: string, items: readonly TrailItem[] | undefined): void {
  const signature = items ? JSON.stringify(items) : '';
  useEffect(() => {
    if (!signature) return undefined;
    const trail = { pathname, items: JSON.parse(signature) as TrailItem[] };
    publish(trail);
    return () => {
      if (current === trail) publish(undefined);
    };
  }, [pathname, signature]);
}

/** The trail the page at this location set, if it set one. */
export function useTrailAt(pathname: string): readonly TrailItem[] | undefined {
  const trail = useSyncExternalStore(subscribe, () => current);
  return trail?.pathname === pathname ? trail.items : undefined;
}
