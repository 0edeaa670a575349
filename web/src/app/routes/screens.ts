import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The page of every navigation item, by its href (see navigation/nav-config.ts), each its own chunk.
 * A new screen is one entry in nav-config and one here.
 */
export const screenPages: Record<string, Page> = {
  '/billing/invoices': lazy(() => import('../../features/billing/invoices/InvoicesPage')),
};

/** Signed-in pages outside the navigation (user menu, pages opened from other screens), by route path. */
export const signedInPages: Record<string, Page> = {};

/** Pages for signed-out visitors too (e.g. registering through an invitation link), by route path. */
export const publicPages: Record<string, Page> = {};
