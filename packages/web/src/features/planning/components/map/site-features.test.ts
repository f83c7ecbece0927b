import type { MapSiteDto } from '@plano/core';
import { describe, expect, it } from 'vitest';
import {
  clusterCollection,
  densestCentre,
  heatCollection,
  SANTIAGO,
  siteCollection,
  toBounds,
} from './site-features.ts';

const site = (
  id: number,
  lng: number,
  lat: number,
  m: MapSiteDto['m'] = [0.1, 0.2, 0.3, 0.4],
  booked = false,
): MapSiteDto => ({
  _id: id,
  site_code: `S-${id}`,
  lat,
  lng,
  price: 1,
  type: 'ooh',
  media_type: 'Billboard',
  m,
  booked,
});

describe('the map features', () => {
  it('centres on the busiest area, not between two cities', () => {
    const santiago = Array.from({ length: 5 }, (_, i) => site(i + 1, -70.65 + i * 0.001, -33.45));
    const concepcion = [site(10, -73.05, -36.82), site(11, -73.04, -36.81)];
    const [lng, lat] = densestCentre([...concepcion, ...santiago]);
    expect(lng).toBeCloseTo(-70.648, 3);
    expect(lat).toBeCloseTo(-33.45, 3);
    expect(densestCentre([])).toEqual(SANTIAGO);
  });

  it('marks the selected sites so clusters can sum them, and flattens the heat measures', () => {
    const sites = [site(1, -70.6, -33.4), site(2, -70.7, -33.5, [1, 0, 0.5, 0.25])];
    const fc = siteCollection(sites, new Set([2]));
    expect(fc.features.map((f) => [f.id, f.properties.sel])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(fc.features[1].geometry.coordinates).toEqual([-70.7, -33.5]);
    expect(heatCollection(sites).features[1].properties).toEqual({ m0: 1, m1: 0, m2: 0.5, m3: 0.25 });
  });

  it('gives each marker the status its colour follows: booked elsewhere, available, or a plan row’s', () => {
    const planning = [site(1, -70.6, -33.4), site(2, -70.7, -33.5, undefined, true)];
    expect(siteCollection(planning, new Set()).features.map((f) => f.properties.st)).toEqual([
      'available',
      'booked_elsewhere',
    ]);
    const plan = [{ _id: 3, lat: -33.4, lng: -70.6, st: 'pending' }];
    expect(siteCollection(plan, new Set([3])).features[0].properties).toEqual({
      id: 3,
      sel: 1,
      st: 'pending',
    });
  });

  it('sends the view as bounds the API accepts, even when the world wraps', () => {
    const view = (n: number, s: number, e: number, w: number) => ({
      getNorth: () => n,
      getSouth: () => s,
      getEast: () => e,
      getWest: () => w,
    });
    expect(toBounds(view(-33.3, -33.6, -70.4, -70.9))).toEqual({
      ne: { lat: -33.3, lng: -70.4 },
      sw: { lat: -33.6, lng: -70.9 },
    });
    expect(toBounds(view(95, -95, 200, -200))).toEqual({
      ne: { lat: 90, lng: 180 },
      sw: { lat: -90, lng: -180 },
    });
  });
});

describe('clusterCollection', () => {
  it('turns clusters into points with their shares booked and in the plan', () => {
    const collection = clusterCollection([
      { lng: -70.6, lat: -33.4, count: 300, planned: 100, booked: 30, bbox: [-70.7, -33.5, -70.5, -33.3] },
    ]);
    expect(collection.features[0].geometry.coordinates).toEqual([-70.6, -33.4]);
    expect(collection.features[0].properties).toEqual({
      i: 0,
      count: 300,
      booked: 0.1,
      planned: 0.25,
      st: '',
    });
  });

  it("keeps a plan's cluster's status, which colours it", () => {
    const collection = clusterCollection([
      {
        lng: -70.6,
        lat: -33.4,
        count: 3,
        planned: 0,
        booked: 0,
        bbox: [-70.7, -33.5, -70.5, -33.3],
        st: 'approved',
      },
    ]);
    expect(collection.features[0].properties.st).toBe('approved');
  });
});
