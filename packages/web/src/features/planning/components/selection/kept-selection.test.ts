import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetKeptSelection,
  keptSelectionKey,
  readKeptSelection,
  writeKeptSelection,
} from './kept-selection.ts';

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
    writeKeptSelection(mine, new Set([3, 1, 2]));
    expect(readKeptSelection(mine)).toEqual([3, 1, 2]);
    expect(readKeptSelection(keptSelectionKey('user-a', 'camp-2'))).toEqual([]);
    expect(readKeptSelection(keptSelectionKey('user-b', 'camp-1'))).toEqual([]);
  });

  it('is dropped when emptied (cleared) or forgotten (planned)', () => {
    const key = keptSelectionKey('u', 'c');
    writeKeptSelection(key, new Set([1]));
    writeKeptSelection(key, new Set());
    expect(sessionStorage.getItem(key)).toBeNull();
    writeKeptSelection(key, new Set([1]));
    forgetKeptSelection(key);
    expect(readKeptSelection(key)).toEqual([]);
  });

  it('ignores what is not a list of site ids', () => {
    const key = keptSelectionKey('u', 'c');
    for (const [raw, ids] of [
      ['not json', []],
      ['{"a":1}', []],
      ['[1, "2", -3, 1.5, 9007199254740993, 4]', [1, 4]],
    ] as const) {
      sessionStorage.setItem(key, raw);
      expect(readKeptSelection(key), raw).toEqual(ids);
    }
  });

  it('keeps nothing without a signed-in user, and survives a full storage', () => {
    writeKeptSelection(null, new Set([1]));
    expect(sessionStorage.length).toBe(0);
    expect(readKeptSelection(null)).toEqual([]);
    vi.stubGlobal('sessionStorage', memoryStorage(10));
    const key = keptSelectionKey('u', 'c');
    expect(() => writeKeptSelection(key, new Set([1_000_001, 1_000_002]))).not.toThrow();
    expect(readKeptSelection(key)).toEqual([]);
  });
});
