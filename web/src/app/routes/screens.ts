import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The page of every navigation item, by its href (see navigation/nav-config.ts), each its own chunk.
 * A new screen is one entry in nav-config and one here.
 */
export const screenPages: Record<string, Page> = {
  '/access/invite-users': lazy(() => import('../../features/access/invite-users/InviteUsersPage')),
  '/billing/invoices': lazy(() => import('../../features/billing/invoices/InvoicesPage')),
  '/catalogue/systems': lazy(() => import('../../features/catalogue/systems/SystemListSettingsPage')),
  '/catalogue/default-setting-fields': lazy(() => import('../../features/catalogue/fields/DefaultSettingFieldsPage')),
  '/catalogue/connection-fields': lazy(() => import('../../features/catalogue/fields/ConnectionFieldsPage')),
  '/setup/systems': lazy(() => import('../../features/connections/systems/SetupSystemsPage')),
  '/connections/integration-settings': lazy(
    () => import('../../features/connections/integration-settings/IntegrationSettingsPage'),
  ),
};

/** The one setup page of every system a slug names: /setup/{slug} (new) and /setup/{slug}/{id} (edit). */
const systemSetupPage = lazy(() => import('../../features/connections/setup-page/SystemSetupPage'));

/** Signed-in pages outside the navigation (user menu, pages opened from other screens), by route path. */
export const signedInPages: Record<string, Page> = {
  '/setup/:slug': systemSetupPage,
  '/setup/:slug/:id': systemSetupPage,
  '/Account/ChangePassword': lazy(() => import('../../features/account/change-password/ChangePasswordPage')),
};

/** Pages for signed-out visitors too (e.g. registering through an invitation link), by route path. */
export const publicPages: Record<string, Page> = {
  '/Account/Register': lazy(() => import('../../features/account/register/RegisterPage')),
};
