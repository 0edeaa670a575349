import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../api/redirect';
import { RequireSignIn } from '../auth/RequireSignIn';
import { HOME_PATH, navItemByHref, type NavItem } from '../navigation/nav-config';
import { FullPageSpinner } from './FullPageSpinner';
import { HomePage, InvoicesPage, LoginPage, NotFoundPage, Shell } from './pages';
import { RedirectBridge } from './RedirectBridge';
import { RoleGate } from './RoleGate';

const invoices = navItemByHref('/billing/invoices') as NavItem;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RedirectBridge />
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route
          element={
            <RequireSignIn>
              <Shell />
            </RequireSignIn>
          }
        >
          <Route path={HOME_PATH} element={<HomePage />} />
          <Route
            path={invoices.href}
            element={
              <RoleGate item={invoices}>
                <InvoicesPage />
              </RoleGate>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
