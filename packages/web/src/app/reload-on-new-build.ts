/** Set just before a reload of our own: the new page knows a missing chunk is not a deploy's. */
const RELOADED_AT = 'plano:reloaded-for-new-build';
/** Within this long of our own reload, a chunk still missing is a real error: let it show. */
const GRACE_MS = 60_000;

function reloadedAt(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A tab opened before a deploy asks, on its next screen, for a chunk of the build before, which the
 * server no longer has (a 404: static-web.ts). Vite then fires `vite:preloadError`; the page loads
 * the new build once instead of leaving the screen broken. A second failure within a minute of that
 * reload is left to surface, so a chunk missing from the new build too cannot loop.
 */
export function reloadOnNewBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    if (Date.now() - reloadedAt() < GRACE_MS) return;
    try {
      window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return; // without the mark a reload could loop: leave the error to show
    }
    window.location.reload();
  });
}
