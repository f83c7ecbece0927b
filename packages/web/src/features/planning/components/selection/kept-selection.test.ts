import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetKeptSelection,
  keptSelectionKey,
  readKeptSelection,
  writeKeptSelection,
} from './kept-selection.ts';

const listed = (ids: number[]) => ({ ids: new Set(ids), matching: null });
const idsOf = (key: string | null) => [...readKeptSelection(key).ids];

/** A Storage over a Map (the web project runs under node), with a quota to reach. */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('the kept planning selection', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per user and campaign and read back', () => {
    const mine = keptSelectionKey('user-a', 'camp-1');
    writeKeptSelection(mine, listed([3, 1, 2]));
    expect(idsOf(mine)).toEqual([3, 1, 2]);
    expect(idsOf(keptSelectionKey('user-a', 'camp-2'))).toEqual([]);
    expect(idsOf(keptSelectionKey('user-b', 'camp-1'))).toEqual([]);
  });

  it('is dropped when emptied (cleared) or forgotten (planned)', () => {
    const key = keptSelectionKey('u', 'c');
    writeKeptSelection(key, listed([1]));
    writeKeptSelection(key, listed([]));
    expect(sessionStorage.getItem(key)).toBeNull();
    writeKeptSelection(key, listed([1]));
    forgetKeptSelection(key);
    expect(idsOf(key)).toEqual([]);
  });

  it('ignores what is not a list of site ids', () => {
    const key = keptSelectionKey('u', 'c');
    for (const [raw, ids] of [
      ['not json', []],
      ['{"a":1}', []],
      ['[1, "2", -3, 1.5, 9007199254740993, 4]', [1, 4]],
    ] as const) {
      sessionStorage.setItem(key, raw);
      expect(idsOf(key), raw).toEqual(ids);
    }
  });

  it('keeps nothing without a signed-in user, and survives a full storage', () => {
    writeKeptSelection(null, listed([1]));
    expect(sessionStorage.length).toBe(0);
    expect(idsOf(null)).toEqual([]);
    vi.stubGlobal('sessionStorage', memoryStorage(10));
    const key = keptSelectionKey('u', 'c');
    expect(() => writeKeptSelection(key, listed([1_000_001, 1_000_002]))).not.toThrow();
    expect(idsOf(key)).toEqual([]);
  });

  it('keeps an Add All past the map id limit as its description, not its ids', () => {
    const key = keptSelectionKey('u', 'c');
    const selection = {
      filters: { type: ['ooh' as const] },
      networks: ['youth'],
      bounds: { ne: { lat: -33.3, lng: -70.5 }, sw: { lat: -33.6, lng: -70.8 } },
    };
    writeKeptSelection(key, {
      ids: new Set(),
      matching: { selection, total: 250_000, excluded: new Set([7, 9]) },
    });
    expect((sessionStorage.getItem(key) ?? '').length).toBeLessThan(300);
    const kept = readKeptSelection(key);
    expect(kept.ids.size).toBe(0);
    expect(kept.matching).toEqual({ selection, total: 250_000, excluded: new Set([7, 9]) });
    // A description the server would refuse is not restored.
    for (const raw of [
      { selection: { filters: { gender: 'x' } }, total: 3, excluded: [] },
      { selection: { filters: {}, where: 'true' }, total: 3, excluded: [] },
      { selection: { filters: {} }, total: 'many', excluded: [] },
    ]) {
      sessionStorage.setItem(key, JSON.stringify(raw));
      expect(readKeptSelection(key), JSON.stringify(raw)).toEqual({ ids: new Set(), matching: null });
    }
  });
});
