import type { Bounds } from '@plano/core';

/** Web-Mercator's latitude limit: the square world of the tile grid. */
const MAX_LAT = 85.05112878;
/** A view spans at most this many cells each way: ≤ 1,024 clusters, ~150 KB, whatever it asks. */
export const MAX_CELLS_ACROSS = 32;
/**
 * 2^(zoom + 2) cells across the world: 128-pixel cells on MapLibre's map (its world is 512 · 2^zoom
 * pixels wide), about 10 × 6 clusters on a laptop's map, room for each circle and its count.
 */
const CELLS_LOG2_PER_ZOOM = 2;
/** Without bounds (SPEC's call for a whole campaign) the view is the world. */
const WORLD_SPAN = 1;

export const mercatorX = (lng: number): number => (lng + 180) / 360;
export function mercatorY(lat: number): number {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

/**
 * How many cells the clustering grid has across the world (a power of two: the cells are those of
 * the tile grid at some zoom, so they stay put as the map pans). The map's zoom asks for 128-pixel
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
  const asked = zoom === undefined ? fits : Math.floor(zoom) + CELLS_LOG2_PER_ZOOM;
  return 2 ** Math.max(0, Math.min(asked, fits, 30));
}

/**
 * A view's grid: `n` cells across the world; the rows `y0`.. of the view and the latitudes where
 * each next row starts (north to south), so the database finds a site's row by a binary search of
 * a few numbers (`width_bucket`) instead of a logarithm and two trigonometric functions per site.
 */
export interface ViewGrid {
  n: number;
  y0: number;
  /**
   * The row edges inside the view as negated latitudes, ascending (width_bucket's order): edge i is
   * where row y0 + i + 1 starts, going south.
   */
  edges: number[];
}

/** The latitude of a Web-Mercator y in [0, 1] (0 north): where a row of cells starts. */
export const latitudeOfY = (y: number): number =>
  (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

export function viewGrid(zoom: number | undefined, bounds?: Bounds): ViewGrid {
  const n = cellsAcrossWorld(zoom, bounds);
  const north = bounds ? Math.max(bounds.ne.lat, bounds.sw.lat) : MAX_LAT;
  const south = bounds ? Math.min(bounds.ne.lat, bounds.sw.lat) : -MAX_LAT;
  const y0 = Math.min(n - 1, Math.floor(mercatorY(north) * n));
  const y1 = Math.min(n - 1, Math.floor(mercatorY(south) * n));
  const edges: number[] = [];
  for (let y = y0 + 1; y <= y1; y++) edges.push(-latitudeOfY(y / n));
  return { n, y0, edges };
}
