import type { Commune } from '../src/modules/geo/geodata.ts';
import type { Random } from './random.ts';

/** Where the land lies from a coastal anchor: the jitter is folded away from the sea. */
type Land = 'E' | 'W' | 'N' | 'S' | 'SE' | 'NE';

/**
 * Where the demo inventory stands: cities weighted roughly by population (Greater Santiago ~45 %),
 * with a wealth index 0..1 that skews the audience's socio-economic classes. Large communes have
 * their area centroid far from the town, so the urban centre is given here (public coordinates).
 */
const URBAN: [name: string, weight: number, wealth: number, lat?: number, lng?: number, land?: Land][] = [
  // Greater Santiago
  ['Santiago', 8, 0.55, -33.4489, -70.6593],
  ['Providencia', 6, 0.85, -33.4314, -70.6093],
  ['Las Condes', 7, 0.9, -33.408, -70.567],
  ['Ñuñoa', 4, 0.72, -33.4569, -70.5979],
  ['Vitacura', 3, 0.95, -33.39, -70.585],
  ['Lo Barnechea', 1.5, 0.88, -33.3527, -70.5184],
  ['La Reina', 1.5, 0.8, -33.445, -70.54],
  ['Maipú', 5, 0.45, -33.5107, -70.7574],
  ['La Florida', 4, 0.48, -33.5227, -70.598],
  ['Puente Alto', 4, 0.38, -33.6117, -70.5758],
  ['Peñalolén', 2, 0.45, -33.486, -70.541],
  ['Macul', 1.5, 0.5],
  ['San Miguel', 2, 0.55],
  ['Estación Central', 2, 0.4],
  ['Recoleta', 2, 0.38],
  ['Independencia', 1.5, 0.42],
  ['Quilicura', 1.5, 0.4, -33.36, -70.73],
  ['Huechuraba', 1, 0.5],
  ['Conchalí', 1, 0.33],
  ['Quinta Normal', 1, 0.38],
  ['Cerrillos', 1, 0.38],
  ['La Cisterna', 1, 0.42],
  ['San Joaquín', 1, 0.38],
  ['Pudahuel', 1.5, 0.35, -33.444, -70.747],
  ['San Bernardo', 1.5, 0.33, -33.5922, -70.6996],
  ['Renca', 1, 0.3],
  ['Cerro Navia', 0.7, 0.25],
  ['Lo Prado', 0.6, 0.3],
  ['El Bosque', 0.8, 0.3],
  ['La Granja', 0.7, 0.28],
  ['La Pintana', 0.7, 0.2],
  ['Lo Espejo', 0.5, 0.22],
  ['Pedro Aguirre Cerda', 0.6, 0.3],
  ['San Ramón', 0.5, 0.25],
  ['Colina', 0.6, 0.45, -33.2, -70.675],
  // Other cities (coastal ones fold the jitter inland)
  ['Valparaíso', 4, 0.4, -33.05, -71.605, 'SE'],
  ['Viña del Mar', 5, 0.55, -33.028, -71.548, 'SE'],
  ['Quilpué', 1.2, 0.42, -33.0498, -71.4415],
  ['Villa Alemana', 1, 0.4, -33.0428, -71.3733],
  ['Concepción', 4, 0.52, -36.827, -73.0503],
  ['Talcahuano', 1.5, 0.38, -36.728, -73.11, 'SE'],
  ['Antofagasta', 4, 0.5, -23.6509, -70.392, 'E'],
  ['Calama', 1.5, 0.45, -22.4544, -68.9294],
  ['La Serena', 3, 0.5, -29.9027, -71.245, 'E'],
  ['Coquimbo', 2.5, 0.4, -29.958, -71.335, 'SE'],
  ['Temuco', 3, 0.48, -38.7359, -72.5904],
  ['Rancagua', 2.5, 0.45, -34.1708, -70.7444],
  ['Talca', 2, 0.42, -35.4264, -71.6554],
  ['Curicó', 1, 0.4, -34.9828, -71.2394],
  ['Iquique', 2, 0.45, -20.2208, -70.14, 'E'],
  ['Arica', 2, 0.4, -18.4783, -70.31, 'E'],
  ['Puerto Montt', 2.5, 0.45, -41.466, -72.94, 'N'],
  ['Chillán', 2, 0.4, -36.6066, -72.1034],
  ['Los Ángeles', 1.5, 0.4, -37.4697, -72.3537],
  ['Copiapó', 1.5, 0.42, -27.3668, -70.3314],
  ['Valdivia', 1.5, 0.45, -39.8142, -73.2459],
  ['Osorno', 1.2, 0.4, -40.574, -73.1336],
  ['Punta Arenas', 1.2, 0.5, -53.1638, -70.92, 'W'],
  ['Ovalle', 0.8, 0.35, -30.6015, -71.1999],
  ['San Antonio', 0.8, 0.33, -33.5933, -71.615, 'E'],
  ['Coyhaique', 0.5, 0.42, -45.5712, -72.0685],
];

/** Regional weights are scaled so Greater Santiago lands near 45 % of the sites. */
const REGIONAL_SCALE = 1.4;
/** Share of the named cities' weight spread thinly over every other commune. */
const TAIL_SHARE = 0.1;

export interface SiteCity {
  commune: Commune;
  lat: number;
  lng: number;
  /** Standard deviation of the jitter, in degrees of latitude. */
  spread: number;
  weight: number;
  wealth: number;
  metro: boolean;
  named: boolean;
  land?: Land;
}

export function siteCities(communes: Commune[]): SiteCity[] {
  const byName = new Map(communes.map((c) => [c.name, c]));
  const named = new Set<string>();
  const cities: SiteCity[] = [];
  for (const [name, weight, wealth, lat, lng, land] of URBAN) {
    const commune = byName.get(name);
    if (!commune || (lat === undefined && commune.lat === null)) continue;
    named.add(name);
    const metro = commune.regionCode === 13;
    cities.push({
      commune,
      lat: lat ?? commune.lat!,
      lng: lng ?? commune.lng!,
      spread: metro ? 0.008 : 0.018,
      weight: metro ? weight : weight * REGIONAL_SCALE,
      wealth,
      metro,
      named: true,
      land,
    });
  }
  // Communes without a centroid (the two island insets) get no sites.
  const tail = communes.filter((c) => !named.has(c.name) && c.lat !== null && c.lng !== null);
  const namedWeight = cities.reduce((sum, c) => sum + c.weight, 0);
  const tailWeight = (namedWeight * TAIL_SHARE) / Math.max(1, tail.length);
  for (const commune of tail) {
    cities.push({
      commune,
      lat: commune.lat!,
      lng: commune.lng!,
      spread: 0.006,
      weight: tailWeight,
      wealth: commune.regionCode === 13 ? 0.38 : 0.32,
      metro: commune.regionCode === 13,
      named: false,
    });
  }
  return cities;
}

/** A point near the city's anchor, folded inland for coastal cities; `scale` widens or narrows it. */
export function jitter(
  random: Random,
  city: SiteCity,
  scale = 1,
): { lat: number; lng: number; offset: number } {
  let dLat = random.gaussian(city.spread * scale);
  // A degree of longitude is shorter than one of latitude this far south.
  let dLng = random.gaussian(city.spread * scale) / Math.cos((city.lat * Math.PI) / 180);
  if (city.land?.includes('E')) dLng = Math.abs(dLng);
  if (city.land?.includes('W')) dLng = -Math.abs(dLng);
  if (city.land?.includes('N')) dLat = Math.abs(dLat);
  if (city.land?.includes('S')) dLat = -Math.abs(dLat);
  // How far from the centre, in units of the spread: 0 is downtown, 2 is the outskirts.
  const offset = Math.hypot(dLat, dLng * Math.cos((city.lat * Math.PI) / 180)) / city.spread;
  return { lat: round(city.lat + dLat, 6), lng: round(city.lng + dLng, 6), offset };
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
