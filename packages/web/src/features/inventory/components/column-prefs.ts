import { useCallback, useState } from 'react';

export type Pin = 'left' | 'right';

/**
 * What a user chose in the column chooser: columns hidden, and each column whose side the user set
 * ('none' unpins one the grid pins by default, like the site code).
 */
export interface ColumnPrefs {
  hidden: string[];
  pinned: Record<string, Pin | 'none'>;
}

const EMPTY: ColumnPrefs = { hidden: [], pinned: {} };

/** One key per user, so two people sharing a browser keep their own grids. */
const keyOf = (userId: string) => `plano.inventory-columns.${userId}`;

function read(userId: string): ColumnPrefs {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<ColumnPrefs> | null;
    if (!stored || typeof stored !== 'object') return EMPTY;
    const hidden = Array.isArray(stored.hidden) ? stored.hidden.filter((h) => typeof h === 'string') : [];
    const pinned = Object.fromEntries(
      Object.entries(stored.pinned ?? {}).filter(([, side]) => ['left', 'right', 'none'].includes(side)),
    ) as ColumnPrefs['pinned'];
    return { hidden, pinned };
  } catch {
    // A value another version wrote, or storage refused: the grid's defaults.
    return EMPTY;
  }
}

/** The inventory grid's column choices, kept in this browser for the user across reloads. */
export function useColumnPrefs(userId: string): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const [prefs, setPrefs] = useState(() => read(userId));
  const save = useCallback(
    (next: ColumnPrefs) => {
      setPrefs(next);
      try {
        localStorage.setItem(keyOf(userId), JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the choice still holds until the page is left.
      }
    },
    [userId],
  );
  return [prefs, save];
}
