import type { UserDto } from '@plano/core';
import { policyNames } from '@plano/core';
import { useSyncExternalStore } from 'react';
import { readToken, TOKEN_KEY } from './token.ts';

// SPEC §3: token and user are kept in local storage.
const USER_KEY = 'user';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: UserDto | null = null;

export function readUser(): UserDto | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as UserDto) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(token: string, user: UserDto): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function saveUser(user: UserDto): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user (null for a guest); re-renders when the session changes, in any tab. */
export function useCurrentUser(): UserDto | null {
  return useSyncExternalStore(subscribe, () => (readToken() ? readUser() : null));
}

export function usePolicies(): string[] {
  return policyNames(useCurrentUser());
}
