// SPEC §3: the token is kept in local storage. A file of its own, importing nothing: the app's entry
// calls the API with it before React or the shared schemas are loaded (main.tsx).
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}
