import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../api/redirect';
import { RequireSignIn } from '../auth/RequireSignIn';
import { HOME_PATH, navItems } from '../navigation/nav-config';
import { FullPageSpinner } from './FullPageSpinner';
import { HomePage, LoginPage, NotFoundPage, Shell } from './pages';
import { RedirectBridge } from './RedirectBridge';
import { RoleGate } from './RoleGate';
import { publicPages, screenPages, signedInPages } from './screens';

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RedirectBridge />
      <Routes>
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
      </Routes>
    </Suspense>
  );
}
