import { ALL_CITIES } from '@plano/core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { CampaignScope } from './campaign-scope.ts';

export interface AreaCache<T extends object> {
  get(database: Database, camp: CampaignScope): Promise<T>;
  clear(): void;
}

/**
 * Values computed for a campaign's area (states, cities, media type) and kept for `ttlMs`. Past that
 * the old value is still answered while a fresh one loads in the background, so no screen waits on
 * a scan of the whole area again. One cache per database: tests and servers never share values.
 */
export function areaCache<T extends object>(
  load: (database: Database, camp: CampaignScope) => Promise<T>,
  ttlMs = 60_000,
): AreaCache<T> {
  let caches = new WeakMap<Database, LRUCache<string, T, CampaignScope>>();
  const cacheOf = (database: Database) => {
    let cache = caches.get(database);
    if (!cache) {
      cache = new LRUCache<string, T, CampaignScope>({
        max: 500,
        ttl: ttlMs,
        allowStale: true,
        fetchMethod: (_key, _stale, { context }) => load(database, context),
      });
      caches.set(database, cache);
    }
    return cache;
  };
  return {
    async get(database, camp) {
      const cities = camp.cities.includes(ALL_CITIES) ? [] : [...camp.cities].sort();
      const key = JSON.stringify([[...camp.states].sort(), cities, camp.media_type]);
      const value = await cacheOf(database).fetch(key, { context: camp });
      if (value === undefined) throw new Error(`nothing loaded for ${key}`);
      return value;
    },
    clear() {
      caches = new WeakMap();
    },
  };
}
