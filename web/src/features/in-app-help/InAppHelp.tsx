import Button from '@cloudscape-design/components/button';
import { lazy, Suspense, useRef, useState } from 'react';
import { HELP_TITLE_ID } from './help-ids';
import './in-app-help.css';

const InAppHelpPanel = lazy(() => import('./InAppHelpPanel'));

/**
 * The floating help button (bottom left) of every signed-in page and the left panel it opens (spec part 2 §2). The
 * panel is loaded on the first click, so pages that never open it do not carry it. With the side navigation open the
 * button sits at its foot (the navigation keeps room for it); closed, it shrinks to an icon inside the navigation's
 * rail, so it never covers the page's own controls.
 */
export function InAppHelp({ navigationOpen }: { navigationOpen: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    // Back to where the user opened it from.
    requestAnimationFrame(() => button.current?.querySelector('button')?.focus());
  };
  return (
    <aside aria-label="Page help" className="sb-in-app-help">
      {open ? (
        <section className="sb-help-panel-frame" aria-labelledby={HELP_TITLE_ID}>
          <Suspense fallback={null}>
            <InAppHelpPanel onClose={close} />
          </Suspense>
        </section>
      ) : (
        <div ref={button} className={navigationOpen ? 'sb-help-button' : 'sb-help-button sb-help-button--rail'}>
          <Button variant="primary" iconName="support" ariaLabel="Help for this page" onClick={() => setOpen(true)}>
            {navigationOpen ? 'Help' : undefined}
          </Button>
        </div>
      )}
    </aside>
  );
}
