import AppLayout from '@cloudscape-design/components/app-layout';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageNotifications } from '../../components/notifications/PageNotifications';
import { usePrincipal } from '../../session/principal';
import { Breadcrumbs } from '../navigation/Breadcrumbs';
import { SideNav } from '../navigation/SideNav';
import { FullPageSpinner } from '../../components/page/FullPageSpinner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { InAppHelp } from '../../features/in-app-help/InAppHelp';
import './shell.css';

/** The signed-in console: top bar, side navigation, breadcrumbs, flash messages and the current screen. */
export default function Shell() {
  const principal = usePrincipal();
  const [navigationOpen, setNavigationOpen] = useState(true);
  return (
    <>
      <SkipLink />
      <div id="top-bar" className="sb-top-bar">
        <TopBar />
      </div>
      <AppLayout
        headerSelector="#top-bar"
        navigation={<SideNav role={principal.Role} organization={principal.OrganizationName} />}
        navigationOpen={navigationOpen}
        onNavigationChange={(event) => setNavigationOpen(event.detail.open)}
        breadcrumbs={<Breadcrumbs />}
        notifications={<PageNotifications />}
        stickyNotifications
        toolsHide
        ariaLabels={{
          navigation: 'Side navigation',
          navigationToggle: 'Open side navigation',
          navigationClose: 'Close side navigation',
          // Not "Notifications": that is the name of a content screen (its table's landmark), and landmarks must differ.
          notifications: 'Page messages',
        }}
        content={
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className="sb-main-content">
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        }
      />
      <InAppHelp navigationOpen={navigationOpen} />
    </>
  );
}
