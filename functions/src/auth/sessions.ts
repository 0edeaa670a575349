import { createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE, type Role } from '@switchboard/shared';
import type { Principal } from './principal';
import { sessionCache } from './session-cache';
import { sessionStore, type SessionRecord } from './session-store';

/** A session ends after this long without a request, and in any case this long after sign-in. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** lastSeenAt is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_SECONDS = 5 * 60;

const now = () => Math.floor(Date.now() / 1000);
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Who a session is for: the signed-in user's account. */
type SessionUser = { Email: string; Role: Role; OrganizationID: string; EmployeeID?: string };

export async function startSession(user: SessionUser): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now();
  await sessionStore.put({
    tokenHash: hashToken(token),
    Email: user.Email,
    Role: user.Role,
    OrganizationID: user.OrganizationID,
    ...(user.EmployeeID ? { EmployeeID: user.EmployeeID } : {}),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: at + SESSION_ABSOLUTE_SECONDS,
  });
  return token;
}

function isLive(session: SessionRecord, at: number): boolean {
  return session.expiresAt > at && session.lastSeenAt + SESSION_IDLE_SECONDS > at;
}

/** The session from this process's short-lived cache (see session-cache.ts), else from the table. */
async function readSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const cached = sessionCache.get(tokenHash);
  if (cached) return cached;
  const mark = sessionCache.mark();
  const session = await sessionStore.get(tokenHash);
  if (session) sessionCache.put(session, mark);
  return session;
}

/** The principal of a live session, or undefined. Expired sessions are removed as they are met. */
export async function resolveSession(token: string | undefined): Promise<Principal | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const session = await readSession(tokenHash);
  if (!session) return undefined;
  const at = now();
  if (!isLive(session, at)) {
    await sessionStore.delete(tokenHash);
    return undefined;
  }
  if (at - session.lastSeenAt > TOUCH_EVERY_SECONDS) {
    await sessionStore.touch(tokenHash, at);
    sessionCache.touched(tokenHash, at);
  }
  return {
    email: session.Email,
    role: session.Role,
    organizationId: session.OrganizationID,
    sessionHash: tokenHash,
    ...(session.EmployeeID ? { employeeId: session.EmployeeID } : {}),
  };
}

export async function endSession(token: string | undefined): Promise<void> {
  if (token && token.length <= 100) await sessionStore.delete(hashToken(token));
}

export function sessionCookie(token: string, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${SESSION_ABSOLUTE_SECONDS}`];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE}=${token}; ${attributes.join('; ')}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}
