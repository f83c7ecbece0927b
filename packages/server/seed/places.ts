import type { QueryFn } from '../src/db/client.ts';
import { jitter, type SiteCity } from './cities.ts';
import { AIRPORTS, METRO_STATIONS, PLACE_KINDS, type PlaceCategory, placeName } from './place-names.ts';
import { insertPlacesJson } from './queries.ts';
import type { Random } from './random.ts';

export interface Place {
  name: string;
  category: PlaceCategory;
  icon: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** About one place per 17 sites, never more than this: the planning screen lists a city's places. */
const MAX_PLACES = 2500;
const MIN_PER_NAMED_CITY = 3;

/**
 * Points of interest of the cities that hold sites, in proportion to each city's share of the
 * sites; every named city gets a few, Santiago communes get their metro stations.
 */
export function generatePlaces(random: Random, cities: SiteCity[], siteCount: number): Place[] {
  const target = Math.min(MAX_PLACES, Math.round(siteCount / 17));
  const totalWeight = cities.reduce((sum, c) => sum + c.weight, 0);
  const places: Place[] = [];
  for (const city of cities) {
    const share = Math.round((target * city.weight) / totalWeight);
    const quota = city.named ? Math.max(MIN_PER_NAMED_CITY, share) : share;
    if (quota === 0) continue;
    const name = city.commune.name;
    const kinds = (Object.keys(PLACE_KINDS) as PlaceCategory[])
      .filter((k) => k !== 'airport' && (k !== 'metro' || METRO_STATIONS[name]))
      .map((k) => [k, PLACE_KINDS[k].weight] as const);
    const seen = new Set<string>();
    const add = (category: PlaceCategory, scale: number) => {
      // A repeated name is drawn again a few times, then dropped: duplicates would confuse the list.
      for (let attempt = 0; attempt < 5; attempt++) {
        const placeTitle = placeName(random, category, name);
        if (seen.has(placeTitle)) continue;
        seen.add(placeTitle);
        const at = jitter(random, city, scale);
        places.push({
          name: placeTitle,
          category,
          icon: PLACE_KINDS[category].icon,
          city: name,
          state: city.commune.region,
          lat: at.lat,
          lng: at.lng,
        });
        return;
      }
    };
    if (AIRPORTS[name]) add('airport', 1.5);
    const end = places.length + quota;
    // A few extra draws make up for names dropped as repeats.
    for (let draw = 0; draw < quota * 3 && places.length < end; draw++) add(random.weighted(kinds), 0.9);
  }
  return places;
}

export async function insertPlaces(query: QueryFn, places: Place[]): Promise<void> {
  for (let i = 0; i < places.length; i += 2000) {
    await query(insertPlacesJson(JSON.stringify(places.slice(i, i + 2000))));
  }
}

const CELL = 0.01;
const METRES_PER_DEGREE = 111_195;
/** Cells are keyed by one number: row and column both fit in ±20,000 (0.01° cells). */
const cellKey = (row: number, col: number) => row * 100_000 + col;

/** A grid of places by 0.01° cells, to find a site's neighbours without scanning them all. */
export class PlaceIndex {
  private readonly cells = new Map<number, Place[]>();

  constructor(places: Place[]) {
    for (const place of places) {
      const key = cellKey(Math.floor(place.lat / CELL), Math.floor(place.lng / CELL));
      const list = this.cells.get(key);
      if (list) list.push(place);
      else this.cells.set(key, [place]);
    }
  }

  /** Up to `limit` places within `radius` metres, nearest first, with their distances. */
  near(lat: number, lng: number, radius: number, limit: number): { place: Place; distance: number }[] {
    const cos = Math.cos((lat * Math.PI) / 180);
    const rowSpan = Math.ceil(radius / (METRES_PER_DEGREE * CELL));
    const colSpan = Math.ceil(radius / (METRES_PER_DEGREE * CELL * cos));
    const row = Math.floor(lat / CELL);
    const col = Math.floor(lng / CELL);
    const found: { place: Place; distance: number }[] = [];
    for (let r = row - rowSpan; r <= row + rowSpan; r++) {
      for (let c = col - colSpan; c <= col + colSpan; c++) {
        const list = this.cells.get(cellKey(r, c));
        if (!list) continue;
        for (const place of list) {
          const distance = Math.hypot(place.lat - lat, (place.lng - lng) * cos) * METRES_PER_DEGREE;
          if (distance <= radius) found.push({ place, distance });
        }
      }
    }
    if (found.length > 1) found.sort((a, b) => a.distance - b.distance);
    return found.length > limit ? found.slice(0, limit) : found;
  }
}
