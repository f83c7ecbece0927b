import { z } from 'zod';

/** The risk zones of the 2020 India data, most severe first (a shape takes the first it holds). */
export const ZONES = ['Red', 'Orange', 'Green'] as const;
export type Zone = (typeof ZONES)[number];
/** What a shape shows when no zone district joined it, or the ones that did carry an empty zone. */
export const NO_ZONE = 'NA' as const;
export const ZONE_KEYS = [...ZONES, NO_ZONE] as const;
export type ZoneKey = (typeof ZONE_KEYS)[number];

/** The India district map drawn by /admin/covid_map: its GEODATA_DIR file and its one object. */
export const INDIA_DISTRICTS_FILE = 'india-districts.json';
export const INDIA_DISTRICTS_OBJECT = 'IND_adm2';
/** SPEC §9: Mercator centred on India at this scale (for an 800 px wide panel). */
export const INDIA_MAP_PROJECTION = { center: [78.96, 22.59] as [number, number], scale: 350, width: 800 };

/** One record of the zone data that joined a shape (the tooltip lists them). */
export const zoneDistrictDto = z.object({
  district: z.string(),
  state: z.string(),
  zone: z.enum(ZONE_KEYS),
  lastupdated: z.string(),
});
export type ZoneDistrictDto = z.infer<typeof zoneDistrictDto>;

/** One district shape of the map, keyed by its GADM ID_2, with the zone it is filled with. */
export const districtZoneDto = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The state as of 2020 (Odisha, Uttarakhand, Telangana, Ladakh…), not GADM's older name. */
  state: z.string(),
  zone: z.enum(ZONE_KEYS),
  drawn: z.boolean(),
  /** SVG path data, already projected (SPEC §9's Mercator, in `map.box` units); '' when not drawn. */
  outline: z.string(),
  /** The outline's box [x0, y0, x1, y1], for zooming to a state or a district. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  zone_districts: z.array(zoneDistrictDto),
});
export type DistrictZoneDto = z.infer<typeof districtZoneDto>;

/** What the map draws besides the districts, in the same projected units. */
export const zoneMapDto = z.object({
  /** The drawing's box [x, y, width, height]: the SVG's viewBox. */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Borders between two states and the country's outline, each drawn once from the shared arcs. */
  state_borders: z.string(),
  coast: z.string(),
});
export type ZoneMapDto = z.infer<typeof zoneMapDto>;

/** POST /api/fetch_district_zones: the join of the zone records to the map's shapes, and the shapes. */
export const districtZonesDto = z.object({
  districts: z.array(districtZoneDto),
  map: zoneMapDto,
  /** Drawn shapes per zone: the legend. */
  legend: z.object({ Red: z.number(), Orange: z.number(), Green: z.number(), NA: z.number() }),
  /** Day/month/year of the oldest and newest record. */
  date_range: z.object({ from: z.string(), to: z.string() }),
  source: z.object({ name: z.string(), url: z.string() }),
  /** Zone records no drawn shape shows, each with why (the reader should know what is missing). */
  not_shown: z.array(
    zoneDistrictDto.extend({
      /** no_outline: its shape has no geometry; no_shape: the map has none (the web words these). */
      kind: z.enum(['no_outline', 'no_shape']),
      reason: z.string(),
    }),
  ),
});
export type DistrictZonesDto = z.infer<typeof districtZonesDto>;
