import { useSyncExternalStore } from 'react';
import type { User } from '@boneka/shared';
import { storage } from './storage';

const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const USER_KEY = 'user';
const SESSION_KEYS = new Set([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_KEY]);

export type Session = {
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
};

/** A stored user is only trusted in shape (the server decides what it may do); zod stays out of the first page. */
function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    (user.type === 'admin' || user.type === 'customer')
  );
}

function readUser(): User | null {
  const raw = storage.get(USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

function readSession(): Session {
  const user = readUser();
  const isSignedIn = Boolean(storage.get(ACCESS_TOKEN_KEY));
  return { user, isSignedIn, isAdmin: isSignedIn && user?.type === 'admin' };
}

let snapshot = readSession();
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = readSession();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) publish();
  });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return snapshot;
}

export function getAccessToken(): string | null {
  return storage.get(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return storage.get(REFRESH_TOKEN_KEY);
}

/** Keeps only the fields of a User (a Profile also carries addresses). */
function toUser(user: User): User {
  const { id, username, email, type, firstName, lastName, phoneNumber, emailVerified, profileImageUrl } = user;
  return { id, username, email, type, firstName, lastName, phoneNumber, emailVerified, profileImageUrl };
}

export function saveSession(session: { accessToken: string; refreshToken: string; user: User }): void {
  storage.set(ACCESS_TOKEN_KEY, session.accessToken);
  storage.set(REFRESH_TOKEN_KEY, session.refreshToken);
  storage.set(USER_KEY, JSON.stringify(toUser(session.user)));
  publish();
}

export function saveTokens(accessToken: string, refreshToken: string): void {
  storage.set(ACCESS_TOKEN_KEY, accessToken);
  storage.set(REFRESH_TOKEN_KEY, refreshToken);
  publish();
}

export function saveUser(user: User): void {
  storage.set(USER_KEY, JSON.stringify(toUser(user)));
  publish();
}

export function clearSession(): void {
  storage.remove(ACCESS_TOKEN_KEY);
  storage.remove(REFRESH_TOKEN_KEY);
  storage.remove(USER_KEY);
  publish();
}

/** What the server renders with: it never knows who is signed in (tokens live in this browser only). */
const SIGNED_OUT: Session = { user: null, isSignedIn: false, isAdmin: false };

/**
 * The session. While a page the server rendered is hydrated this is SIGNED_OUT, as it was on the server; React
 * renders again with the stored session right after, so signed-in parts (cart count, avatar) fill in then.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => SIGNED_OUT);
}
