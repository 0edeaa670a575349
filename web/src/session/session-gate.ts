/**
 * What the console does when the server says the session is gone ("Redirect") while someone is signed in: it does
 * not leave the page. The call waits, a dialog asks the same user to sign in again, and the call is sent again, so
 * a half-typed form stays as it was and its save goes through. Before anyone is signed in (the first page load),
 * the gate is closed and the client goes to the sign-in page as usual.
 */
type Listener = () => void;

interface Waiting {
  resolve: (signedInAgain: boolean) => void;
}

let signedInEmail: string | undefined;
let waiting: Waiting[] = [];
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

/** The user whose session the gate keeps (set while the signed-in console is shown), or none. */
export function setSignedInUser(email: string | undefined): void {
  signedInEmail = email;
  if (!email) settle(false);
}

/** Who must sign in again, while the session-expired dialog should show. */
export function expiredSessionUser(): string | undefined {
  return waiting.length > 0 ? signedInEmail : undefined;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called by the API client on "Redirect": answers true once the user has signed in again (send the call again),
 * false when nobody is signed in or the user chose to leave (go to the sign-in page).
 */
export function waitForSignIn(): Promise<boolean> {
  if (!signedInEmail) return Promise.resolve(false);
  return new Promise((resolve) => {
    waiting.push({ resolve });
    if (waiting.length === 1) notify();
  });
}

/** Ends the wait of every held call: true after a new sign-in, false when the user gives up. */
export function settle(signedInAgain: boolean): void {
  const released = waiting;
  waiting = [];
  released.forEach((call) => call.resolve(signedInAgain));
  if (released.length > 0) notify();
}
