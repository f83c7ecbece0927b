import { planSelection } from '@plano/core';
import type { MatchingSelection } from './matching-selection.ts';

/**
 * The planning selection kept per user and campaign in the tab's sessionStorage, so leaving the
 * page (the plan, a campaign, a reload) does not throw it away; it is dropped when the sites are
 * planned or the selection is cleared. Session, not local: another tab or a later sign-in starts
 * fresh, and a shared computer keeps nothing once the tab is closed. A listed selection is kept
 * as its ids; a matching one (Add All past the map's id limit) as its description, a few hundred
 * bytes whatever the number of sites.
 */
const PREFIX = 'plano.selection';

export interface KeptSelection {
  ids: ReadonlySet<number>;
  matching: MatchingSelection | null;
}

export const keptSelectionKey = (userId: string, campId: string) => `${PREFIX}.${userId}.${campId}`;

const siteIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];

export function readKeptSelection(key: string | null): KeptSelection {
  const none = { ids: new Set<number>(), matching: null };
  if (!key) return none;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    if (Array.isArray(parsed)) return { ids: new Set(siteIds(parsed)), matching: null };
    const kept = parsed as { selection?: unknown; total?: unknown; excluded?: unknown } | null;
    // Read back through the server's own schema: what the storage holds is not trusted as it is.
    const selection = planSelection.safeParse(kept?.selection);
    if (!selection.success || !Number.isSafeInteger(kept?.total)) return none;
    return {
      ids: new Set(),
      matching: {
        selection: kept?.selection as MatchingSelection['selection'],
        total: kept?.total as number,
        excluded: new Set(siteIds(kept?.excluded)),
      },
    };
  } catch {
    return none;
  }
}

export function writeKeptSelection(key: string | null, kept: KeptSelection): void {
  if (!key) return;
  try {
    const { ids, matching } = kept;
    if (matching) {
      const { selection, total, excluded } = matching;
      sessionStorage.setItem(key, JSON.stringify({ selection, total, excluded: [...excluded] }));
    } else if (ids.size === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify([...ids]));
  } catch {
    // Full storage (100,000 ids are under 1 MB, but other campaigns add up): the selection still
    // works on the page, it just is not kept; the oldest kept ones are not ours to evict.
  }
}

export function forgetKeptSelection(key: string | null): void {
  if (key) sessionStorage.removeItem(key);
}
