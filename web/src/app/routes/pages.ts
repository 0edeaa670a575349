import { lazy } from 'react';

/** Every screen is its own chunk: the first page loads only what it needs. */
export const LoginPage = lazy(() => import('../../features/account/LoginPage'));
export const Shell = lazy(() => import('../shell/Shell'));
export const HomePage = lazy(() => import('../../features/home/HomePage'));
export const NotFoundPage = lazy(() => import('../../features/errors/NotFoundPage'));
export const NotAllowedPage = lazy(() => import('../../features/errors/NotAllowedPage'));
