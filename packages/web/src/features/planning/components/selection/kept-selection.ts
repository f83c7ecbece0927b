/**
 * The planning selection kept per user and campaign in the tab's sessionStorage, so leaving the
 * page (the plan, a campaign, a reload) does not throw it away; it is dropped when the sites are
 * planned or the selection is cleared. Session, not local: another tab or a later sign-in starts
 * fresh, and a shared computer keeps nothing once the tab is closed.
 */
const PREFIX = 'plano.selection';

export const keptSelectionKey = (userId: string, campId: string) => `${PREFIX}.${userId}.${campId}`;

export function readKeptSelection(key: string | null): number[] {
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

export function writeKeptSelection(key: string | null, ids: ReadonlySet<number>): void {
  if (!key) return;
  try {
    if (ids.size === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify([...ids]));
  } catch {
    // Full storage (100,000 ids are under 1 MB, but other campaigns add up): the selection still
    // works on the page, it just is not kept; the oldest kept ones are not ours to evict.
  }
}

export function forgetKeptSelection(key: string | null): void {
  if (key) sessionStorage.removeItem(key);
}
