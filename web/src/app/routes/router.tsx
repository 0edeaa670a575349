import { Suspense } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route } from 'react-router-dom';
import { UnsavedChangesProvider } from '../../components/unsaved-changes/UnsavedChangesProvider';
import { LOGIN_PATH } from '../../api/redirect';
import { RequireSignIn } from '../auth/RequireSignIn';
import { HOME_PATH } from '../../components/page/home-path';
import { navSectionsFor } from '../screens/lookup';
import { screens } from '../screens/registry';
import { AppProviders } from '../providers/AppProviders';
import { FullPageSpinner } from '../../components/page/FullPageSpinner';
import { HomePage, LoginPage, NotFoundPage, Shell } from './pages';
import { RedirectBridge } from './RedirectBridge';
import { RoleGate } from './RoleGate';

/** What every page sits in: server state, messages, the unsaved-changes guard, and the sign-in redirect. */
function Root() {
  return (
    <AppProviders>
      <UnsavedChangesProvider>
        <RedirectBridge />
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </UnsavedChangesProvider>
    </AppProviders>
  );
}

/**
 * The console's routes. A data router, so a page with unsaved changes can ask before the user leaves it
 * (useBlocker only works in one). Every screen comes from the screen registry.
 */
export const router = createBrowserRouter(
  createRoutesFromElements(
    <Route element={<Root />}>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      {screens
        .filter((screen) => screen.public)
        .map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      <Route
        element={
          <RequireSignIn>
            <Shell />
          </RequireSignIn>
        }
      >
        <Route path={HOME_PATH} element={<HomePage screensFor={navSectionsFor} />} />
        {screens
          .filter((screen) => !screen.public)
          .map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <RoleGate screen={screen}>
                  <screen.page />
                </RoleGate>
              }
            />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>,
  ),
);
