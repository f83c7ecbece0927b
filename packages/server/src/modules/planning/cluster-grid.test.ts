import { MAX_MAP_MARKERS } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { cellsAcrossWorld, MAX_CELLS_ACROSS, mercatorX, mercatorY, viewGrid } from './cluster-grid.ts';
import { markerLimit } from './service.ts';

const chile = { ne: { lat: -17, lng: -66 }, sw: { lat: -56, lng: -76 } };
const santiago = { ne: { lat: -33.3, lng: -70.5 }, sw: { lat: -33.6, lng: -70.8 } };
const span = (b: typeof chile, n: number) =>
  Math.max((mercatorX(b.ne.lng) - mercatorX(b.sw.lng)) * n, (mercatorY(b.sw.lat) - mercatorY(b.ne.lat)) * n);

describe('the clusters grid', () => {
  it('has 2^(zoom + 2) cells across the world at the zoom the map asks', () => {
    expect(cellsAcrossWorld(10, santiago)).toBe(2 ** 12);
    expect(cellsAcrossWorld(10.9, santiago)).toBe(2 ** 12);
  });

  it('never lets a view span more than MAX_CELLS_ACROSS cells, whatever zoom is asked', () => {
    for (const bounds of [chile, santiago]) {
      for (const zoom of [0, 5, 12, 18, 22, undefined]) {
        expect(span(bounds, cellsAcrossWorld(zoom, bounds))).toBeLessThanOrEqual(MAX_CELLS_ACROSS);
      }
    }
    // Without bounds the view is the world.
    expect(cellsAcrossWorld(22)).toBe(MAX_CELLS_ACROSS);
  });

  it('lists the latitudes where each row of the view starts, as width_bucket takes them', () => {
    const grid = viewGrid(8, santiago);
    expect(grid.y0).toBe(Math.floor(mercatorY(santiago.ne.lat) * grid.n));
    const rows = Math.floor(mercatorY(santiago.sw.lat) * grid.n) - grid.y0;
    expect(grid.edges).toHaveLength(rows);
    expect([...grid.edges].sort((a, b) => a - b)).toEqual(grid.edges);
    // Each edge is where the next row starts: mercatorY of its latitude is a whole number of cells.
    for (const [i, edge] of grid.edges.entries()) {
      expect(mercatorY(-edge) * grid.n).toBeCloseTo(grid.y0 + i + 1, 6);
    }
  });
});

describe('markerLimit', () => {
  it('is MAX_MAP_MARKERS without places, fewer when places ride along, never negative', () => {
    expect(markerLimit(0)).toBe(MAX_MAP_MARKERS);
    expect(markerLimit(384_450)).toBeLessThan(MAX_MAP_MARKERS);
    expect(markerLimit(384_450) * 240 + 384_450).toBeLessThanOrEqual(450_000);
    expect(markerLimit(2_000_000)).toBe(0);
  });
});
