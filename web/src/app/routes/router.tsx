import { Suspense } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route } from 'react-router-dom';
import { UnsavedChangesProvider } from '../../components/unsaved-changes/UnsavedChangesProvider';
import { LOGIN_PATH } from '../api/redirect';
import { RequireSignIn } from '../auth/RequireSignIn';
import { HOME_PATH, navItems } from '../navigation/nav-config';
import { AppProviders } from '../providers/AppProviders';
import { FullPageSpinner } from './FullPageSpinner';
import { HomePage, LoginPage, NotFoundPage, Shell } from './pages';
import { RedirectBridge } from './RedirectBridge';
import { RoleGate } from './RoleGate';
import { publicPages, screenPages, signedInPages } from './screens';

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
 * (useBlocker only works in one).
 */
export const router = createBrowserRouter(
  createRoutesFromElements(
    <Route element={<Root />}>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      {Object.entries(publicPages).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route
        element={
          <RequireSignIn>
            <Shell />
          </RequireSignIn>
        }
      >
        <Route path={HOME_PATH} element={<HomePage />} />
        {navItems.map((item) => {
          const Page = screenPages[item.href];
          if (!Page) throw new Error(`navigation item ${item.href} has no page in routes/screens.ts`);
          return (
            <Route
              key={item.href}
              path={item.href}
              element={
                <RoleGate item={item}>
                  <Page />
                </RoleGate>
              }
            />
          );
        })}
        {Object.entries(signedInPages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>,
  ),
);
