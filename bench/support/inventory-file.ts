import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { columnLabel, TEMPLATE_KEYS } from '@plano/core';
import type { Database } from '@plano/server/testing';

/** A commune with its position: generated sites are spread over them. */
export interface Place {
  state: string;
  city: string;
  lat: number;
  lng: number;
}

/** The communes of the seeded database, in a fixed order. */
export function placesOf(database: Database): Promise<Place[]> {
  return database.query<Place>(
    `select r.name as state, c.name as city, c.lat, c.lng from communes c join regions r on r.code = c.region_code
      where c.lat is not null order by c.code`,
  );
}

/** A plausible site for row i; every 50th has a bad cell, as real files do. */
export function row(places: Place[], prefix: string, i: number): Record<string, string | number> {
  const place = places[i % places.length];
  const digital = i % 5 === 0;
  const r: Record<string, string | number> = {
    s_no: i + 1,
    site_code: `${prefix}-${String(i).padStart(6, '0')}`,
    supplier_code: `SUP-${i}`,
    vendor_inv_code: `INV-${i}`,
    location: `Avenida ${i % 977} ${i}`,
    locality: 'Centro',
    city: place.city,
    state: place.state,
    zone: 'Centro',
    latitude: +(place.lat + ((i % 97) - 48) / 10_000).toFixed(6),
    longitude: +(place.lng + ((i % 89) - 44) / 10_000).toFixed(6),
    media_type: digital ? 'Digital Screen' : 'Billboard',
    format: digital ? 'Digital 6x3' : '12x4',
    static_digital: digital ? 'Digital' : 'Static',
    lighting: digital ? 'LED' : 'Front Lit',
    width: 12,
    height: 4,
    area: 48,
    final_score: ((i % 90) + 5) / 100,
    traffic_density: ['high', 'medium', 'low'][i % 3],
    sec_600mt: ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'][i % 7],
    sec_classification: ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'][(i + 3) % 7],
    sell_price_1: 1_000_000 + (i % 100) * 10_000,
    cost_1: 700_000,
    tax_id: '76.123.456-7',
    trips_600mt: 20_000 + (i % 1000),
    trips_1000mt: 60_000 + (i % 1000),
    homes_600mt: 3000,
    ab_600mt: 300,
    c1a_600mt: 200,
    male_600mt: 4900,
    female_600mt: 5100,
    quality_visibility: 7.5,
  };
  if (i % 50 === 49) r.latitude = 'north';
  return r;
}

/** `rows` generated rows as a template CSV. */
export async function writeCsv(file: string, places: Place[], prefix: string, rows: number) {
  const out = createWriteStream(file);
  const quote = (v: unknown) =>
    typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v ?? '');
  out.write(`${TEMPLATE_KEYS.map(columnLabel).join(',')}\n`);
  for (let i = 0; i < rows; i++) {
    const r = row(places, prefix, i);
    if (!out.write(`${TEMPLATE_KEYS.map((k) => quote(r[k])).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
