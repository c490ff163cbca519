import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { sessionStore } from '#web/shared/session.ts';
import { getUnreadCount } from './api/get-unread-count.ts';

/** The badge refreshes on navigation at most once in this time (getTotalCountOfUnreadNotification's guard). */
export const UNREAD_FETCH_GUARD_MS = 10_000;
/** While the dropdown is open the badge refreshes this often. */
export const UNREAD_REFRESH_MS = 60_000;

const listeners = new Set<() => void>();

function read(): number {
  const value = Number(window.localStorage.getItem(LOCAL_KEYS.unreadCount));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The unread count, kept in local storage so a reload shows the last known badge at once. */
export const unreadCountStore = {
  get: read,
  set(count: number): void {
    window.localStorage.setItem(LOCAL_KEYS.unreadCount, String(Math.max(0, Math.floor(count))));
    for (const listener of listeners) listener();
  },
  clear(): void {
    window.localStorage.removeItem(LOCAL_KEYS.unreadCount);
    window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.unreadFetchedAt);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUnreadCount(): number {
  return useSyncExternalStore(unreadCountStore.subscribe, unreadCountStore.get, () => 0);
}

/**
 * Asks the upstream for the unread count of the signed-in candidate. `guarded` skips the call when one
 * ran less than 10 seconds ago in this browser session.
 */
export async function refreshUnreadCount({ guarded }: { guarded: boolean }): Promise<void> {
  const { user, isAuthenticated } = sessionStore.get();
  if (!isAuthenticated || !user || user.candidateId === null) return;
  const now = Date.now();
  const last = Number(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.unreadFetchedAt));
  if (guarded && Number.isFinite(last) && now - last < UNREAD_FETCH_GUARD_MS) return;
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.unreadFetchedAt, String(now));
  const mobileNumber = window.localStorage.getItem(LOCAL_KEYS.userMobileNumber) || '0';
  const count = await getUnreadCount(mobileNumber, user.candidateId);
  if (count !== null) unreadCountStore.set(count);
}
