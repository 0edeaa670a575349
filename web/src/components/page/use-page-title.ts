import { useEffect } from 'react';

/** Names the browser tab after the screen ("Invoices · Switchboard"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Switchboard` : 'Switchboard';
  }, [title]);
}
