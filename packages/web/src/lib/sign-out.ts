import { callApi } from './api-client.ts';
import { clearSession } from './session.ts';

/** The server ends the session first, so the token is worthless even if a copy of it survives. */
export async function signOut(): Promise<void> {
  await callApi('/signout').catch(() => {});
  clearSession();
  window.location.assign('/auth/login');
}
