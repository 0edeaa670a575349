import TopNavigation from '@cloudscape-design/components/top-navigation';
import type { ReactNode } from 'react';
import './login.css';

/** The frame of a page for signed-out visitors (like sign-in): the product bar and one centred column. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="sb-login">
      <TopNavigation identity={{ href: '/', title: 'Switchboard' }} />
      <main className="sb-login__main">
        <div className="sb-public-page">{children}</div>
      </main>
    </div>
  );
}
