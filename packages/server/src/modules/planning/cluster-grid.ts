import type { Bounds } from '@plano/core';

/** Web-Mercator's latitude limit: the square world of the tile grid. */
const MAX_LAT = 85.05112878;
/** A view spans at most this many cells each way: ≤ 1,024 clusters, ~150 KB, whatever it asks. */
export const MAX_CELLS_ACROSS = 32;
/** Cells of 64 pixels at the map's zoom (tiles are 256): about 20 × 12 clusters on a laptop's map. */
const CELLS_PER_TILE_LOG2 = 2;
/** Without bounds (SPEC's call for a whole campaign) the view is the world. */
const WORLD_SPAN = 1;

export const mercatorX = (lng: number): number => (lng + 180) / 360;
export function mercatorY(lat: number): number {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

/**
 * How many cells the clustering grid has across the world (a power of two: the cells are those of
 * the tile grid at some zoom, so they stay put as the map pans). The map's zoom asks for 64-pixel
 * cells; the view's size caps it, so bounds and a zoom that disagree (a client asking zoom 18 over
 * all of Chile) still get a bounded answer.
 */
export function cellsAcrossWorld(zoom: number | undefined, bounds?: Bounds): number {
  const span = bounds
    ? Math.max(
        Math.abs(mercatorX(bounds.ne.lng) - mercatorX(bounds.sw.lng)),
        Math.abs(mercatorY(bounds.sw.lat) - mercatorY(bounds.ne.lat)),
      )
    : WORLD_SPAN;
  const fits = Math.floor(Math.log2(MAX_CELLS_ACROSS / Math.max(span, 1e-9)));
  const asked = zoom === undefined ? fits : Math.floor(zoom) + CELLS_PER_TILE_LOG2;
  return 2 ** Math.max(0, Math.min(asked, fits, 30));
}

/** SQL of a site's cell on that grid, from `position` (lng, lat) of alias `s`; `n` the cells across. */
export function cellSql(n: string): { x: string; y: string } {
  const lat = `greatest(-${MAX_LAT}, least(${MAX_LAT}, s.position[1]))`;
  return {
    x: `least(${n} - 1, floor((s.position[0] + 180) / 360 * ${n}))::int`,
    y: `least(${n} - 1, floor((1 - ln(tan(radians(${lat})) + 1 / cos(radians(${lat}))) / pi()) / 2 * ${n}))::int`,
  };
}
