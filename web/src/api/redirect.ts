/** The console page signed-out users are sent to (spec: an expired session goes to /Account/Login). */
export const LOGIN_PATH = '/Account/Login';

export function loginPath(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/**
 * Only a same-origin path is a valid return target: it starts with one "/" (not "//" or "/\", which browsers read as
 * another host) and resolves to this origin. Anything else returns home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname === LOGIN_PATH) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => window.location.assign(path);

/** The router registers its navigate function here, so a lost session moves to sign-in without a page reload. */
export function setRedirectHandler(handler: Navigate): () => void {
  navigateTo = handler;
  return () => {
    navigateTo = (path) => window.location.assign(path);
  };
}

/** Sends the user to sign in, remembering where they were (unless they are already on the sign-in page). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === LOGIN_PATH) return;
  navigateTo(loginPath(`${pathname}${search}`));
}
