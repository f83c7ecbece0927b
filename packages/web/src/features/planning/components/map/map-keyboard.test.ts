import type { MapSiteDto } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { clustersInView, sitesInView } from './map-keyboard.ts';

const site = (id: number, lng: number, lat: number): MapSiteDto => ({
  _id: id,
  site_code: `S-${id}`,
  lat,
  lng,
  price: 1,
  type: 'ooh',
  media_type: 'Billboard',
  m: [0, 0, 0, 0],
  booked: false,
});

const view = { west: -71, east: -70, south: -34, north: -33, lng: -70.5, lat: -33.5 };

describe('sitesInView', () => {
  it('keeps the sites inside the view, nearest the centre first', () => {
    const sites = [
      site(1, -70.9, -33.9), // a corner
      site(2, -70.5, -33.5), // the centre
      site(3, -69.5, -33.5), // east of the view
      site(4, -70.6, -33.45), // near the centre
      site(5, -70.5, -34.5), // south of the view
    ];
    expect(sitesInView(sites, view).map((s) => s._id)).toEqual([2, 4, 1]);
  });

  it('weighs longitude by the latitude (a degree east is shorter than a degree north at -33°)', () => {
    // 0.11° east is about 10 km at this latitude; 0.1° north is about 11 km.
    const sites = [site(1, -70.5, -33.4), site(2, -70.39, -33.5)];
    expect(sitesInView(sites, view).map((s) => s._id)).toEqual([2, 1]);
  });

  it('orders sites at the same distance by id, so the order never flickers', () => {
    const sites = [site(9, -70.4, -33.5), site(3, -70.6, -33.5)];
    expect(sitesInView(sites, view).map((s) => s._id)).toEqual([3, 9]);
  });

  it('finds nothing in an empty view', () => {
    expect(sitesInView([site(1, -60, -20)], view)).toEqual([]);
  });
});

describe('clustersInView', () => {
  const cluster = (lng: number, lat: number, count: number) => ({
    lng,
    lat,
    count,
    planned: 0,
    booked: 0,
    bbox: [lng - 0.1, lat - 0.1, lng + 0.1, lat + 0.1] as [number, number, number, number],
  });

  it('steps through the clusters in view too, nearest the centre first, ties by position', () => {
    const clusters = [cluster(-70.9, -33.9, 10), cluster(-70.5, -33.5, 900), cluster(-69, -33, 5)];
    expect(clustersInView(clusters, view).map((c) => c.count)).toEqual([900, 10]);
    const tied = [cluster(-70.4, -33.5, 1), cluster(-70.6, -33.5, 2)];
    expect(clustersInView(tied, view).map((c) => c.count)).toEqual([2, 1]);
  });
});
