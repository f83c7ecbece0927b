import { z } from 'zod';
import { AGE_BANDS, LIGHTING, NETWORKS, SEC_CLASSES, TRAFFIC_DENSITIES } from '../constants.ts';
import { siteIdList } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';

/**
 * The inventory template of SPEC §3: one column per key, in this order, shared by the Download
 * Template file, the import's header mapping, the correction grid and the export. `required`
 * follows SPEC §5 ("all columns except the first and the special ones"); the special ones are the
 * first (`s_no`), the alternatives (`coordinates`), what is derived when empty (`networks`) and the
 * long tail of measures a media owner rarely has (demographics, place counts, quality scores, extra
 * costs): optional, but a number when given (decision 0014).
 */
export type ColumnKind =
  | 'text'
  | 'number'
  | 'coordinate'
  | 'fraction'
  | 'state'
  | 'city'
  | 'lighting'
  | 'static_digital'
  | 'traffic'
  | 'sec'
  | 'yesno'
  | 'list';

export interface TemplateColumn {
  key: string;
  kind: ColumnKind;
  required: boolean;
}

const col = (key: string, kind: ColumnKind, required = true): TemplateColumn => ({ key, kind, required });
const optional = (key: string, kind: ColumnKind = 'number') => col(key, kind, false);

export const RADII = ['600mt', '1000mt'] as const;
/** Counts within a ring, in the order of the template (column `<measure>_<radius>`). */
export const RING_MEASURES = [
  'population',
  'trips',
  'trip_back',
  'homes',
  'households',
  'male',
  'female',
  ...AGE_BANDS,
  ...SEC_CLASSES,
] as const;
export const PLACE_CATEGORIES = [
  'health',
  'entertainment',
  'services',
  'pension',
  'commerce',
  'various',
  'accommodation',
  'government_organisation',
  'tourism',
  'security_institute',
  'media',
  'transport',
  'international_organisation',
  'education',
  'food',
] as const;
export const QUALITY_SCORES = [
  'location',
  'visibility',
  'size',
  'flow',
  'price_quality',
  'visual_contamination',
  'illumination',
  'score',
] as const;
/** Amounts kept in additional_data (SPEC §3); sell_price_1 is the site's price (inventory_cost). */
export const ADDITIONAL_AMOUNTS = [
  'cost_1',
  'cost_2',
  'cost_3',
  'sell_price_1',
  'sell_price_2',
  'sell_price_3',
  'impression_cost',
  'impression_sale_price',
  'installation_cost',
] as const;
export const DETAIL_AMOUNTS = [
  'display_cost',
  'mounting_cost',
  'printing_cost',
  'cost',
  'avg_footfall',
] as const;
/**
 * The media owner's own costs among those amounts (issue 23): what a site costs its owner, never
 * what it sells for. Only the site's media owner and the platform team read them; an agency gets
 * sell prices only, the costs absent (not zero) from every answer and export.
 */
export const OWNER_COSTS = ['cost_1', 'cost_2', 'cost_3', 'impression_cost', 'installation_cost'] as const;
export const OWNER_DETAIL_COSTS = ['display_cost', 'mounting_cost', 'printing_cost', 'cost'] as const;
/** Every template column that is an owner's cost. */
export const COST_COLUMNS: readonly string[] = [...OWNER_COSTS, ...OWNER_DETAIL_COSTS];
export const DETAIL_MEASURES = ['impressions', 'grp', 'reach', 'frequency', 'rating'] as const;
export const DETAIL_TEXTS = [
  'tax_id',
  'unit_of_measurement',
  'region_province',
  'orientation',
  'specs',
  'strategic_business_unit',
] as const;

export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  optional('s_no'),
  col('site_code', 'text'),
  col('supplier_code', 'text'),
  col('vendor_inv_code', 'text'),
  col('location', 'text'),
  optional('locality', 'text'),
  col('city', 'city'),
  col('state', 'state'),
  optional('zone', 'text'),
  col('latitude', 'coordinate'),
  col('longitude', 'coordinate'),
  optional('coordinates', 'text'),
  col('media_type', 'text'),
  col('format', 'text'),
  col('static_digital', 'static_digital'),
  col('lighting', 'lighting'),
  col('width', 'number'),
  col('height', 'number'),
  col('area', 'number'),
  col('final_score', 'fraction'),
  col('traffic_density', 'traffic'),
  col('sec_600mt', 'sec'),
  col('sec_classification', 'sec'),
  optional('networks', 'list'),
  optional('poi', 'list'),
  ...DETAIL_TEXTS.map((key) => optional(key, 'text')),
  optional('cost_unit', 'text'),
  ...ADDITIONAL_AMOUNTS.map((key) => (key === 'sell_price_1' ? col(key, 'number') : optional(key))),
  ...DETAIL_AMOUNTS.map((key) => optional(key)),
  ...QUALITY_SCORES.map((key) => optional(`quality_${key}`)),
  optional('cat_supplier', 'text'),
  optional('vendor_verified', 'yesno'),
  optional('all_verified', 'yesno'),
  ...RADII.flatMap((radius) => RING_MEASURES.map((m) => optional(`${m}_${radius}`))),
  ...PLACE_CATEGORIES.map((category) => optional(`places_${category}`)),
  ...DETAIL_MEASURES.map((key) => optional(key)),
  optional('approved_by', 'text'),
  optional('site_grading', 'text'),
];

export const TEMPLATE_KEYS = TEMPLATE_COLUMNS.map((c) => c.key);
const COLUMN_BY_KEY = new Map(TEMPLATE_COLUMNS.map((c) => [c.key, c]));
export const columnOf = (key: string): TemplateColumn | undefined => COLUMN_BY_KEY.get(key);

/** `sell_price_1` → `Sell Price 1`: the field name inside messages. */
export function columnLabel(key: string): string {
  return key
    .split('_')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** Case, spaces, underscores, dashes and accents ignored: `Código del Sitio` → `codigodelsitio`. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const HEADER_INDEX = new Map(TEMPLATE_COLUMNS.map((c) => [normalizeHeader(c.key), c.key]));

/** Which template column each header is (null for an unknown one). */
export function mapHeaders(headers: readonly string[]): { keys: (string | null)[]; unknown: string[] } {
  const keys = headers.map((h) => HEADER_INDEX.get(normalizeHeader(String(h ?? ''))) ?? null);
  const unknown = headers.filter((h, i) => keys[i] === null && String(h ?? '').trim() !== '').map(String);
  return { keys, unknown };
}

/** Cities by state, exactly as the geo tables spell them, for the state and city checks. */
export type PlaceLists = ReadonlyMap<string, readonly string[]>;

/** A fold used to compare place names: case and accents ignored, the list's spelling kept. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Places indexed once for many rows. */
export class PlaceIndex {
  private readonly states = new Map<string, { name: string; cities: Map<string, string> }>();
  constructor(lists: PlaceLists) {
    for (const [state, cities] of lists)
      this.states.set(fold(state), { name: state, cities: new Map(cities.map((c) => [fold(c), c])) });
  }
  state(name: string) {
    return this.states.get(fold(name));
  }
}

export type CellValue = string | number | boolean | string[] | null;
/** A validated row: template keys to values (numbers as numbers, yes/no as booleans, lists as arrays). */
export type InventoryRow = Record<string, CellValue>;

/** Chile's extent, with Easter Island (-109.4) and the Juan Fernández islands. */
export const CHILE_BOUNDS = { latMin: -56.1, latMax: -17.4, lngMin: -109.5, lngMax: -66.3 } as const;
/** The Chilean Antarctic Territory (the Antártica commune): south of 60°S, between 90°W and 53°W. */
export const CHILE_ANTARCTIC = { latMin: -90, latMax: -60, lngMin: -90, lngMax: -53 } as const;

export function insideChile(lat: number, lng: number): boolean {
  const inBox = (b: { latMin: number; latMax: number; lngMin: number; lngMax: number }) =>
    lat >= b.latMin && lat <= b.latMax && lng >= b.lngMin && lng <= b.lngMax;
  return inBox(CHILE_BOUNDS) || inBox(CHILE_ANTARCTIC);
}
const DIGITAL_LIGHTING = new Set(['Digital', 'LED']);
const MAX_TEXT = 500;

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A cell as a number: plain (`-33.4446`, `1e6`), Chilean (`1.234.567`, `1.234,5`, a decimal comma
 * `-33,4446`) or English thousands (`1,234,567`, `1,234.5`). One dot group alone (`71.648`) is a
 * decimal point, never thousands: coordinates look like that.
 */
function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  let text = String(raw).trim();
  if (!PLAIN_NUMBER.test(text)) {
    text = text.replace(/\s/g, '');
    if (/^-?\d{1,3}(\.\d{3}){2,}(,\d+)?$/.test(text) || /^-?\d{1,3}(\.\d{3})+,\d+$/.test(text))
      text = text.replace(/\./g, '').replace(',', '.');
    else if (/^-?\d{1,3}(,\d{3}){2,}(\.\d+)?$/.test(text) || /^-?\d{1,3}(,\d{3})+\.\d+$/.test(text))
      text = text.replace(/,/g, '');
    else if (/^-?\d+,\d+$/.test(text)) text = text.replace(',', '.');
    if (!PLAIN_NUMBER.test(text)) return null;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Option lists folded once: a lookup per cell instead of folding every option for every row. */
const folded = (options: readonly string[]) => new Map(options.map((o) => [fold(o), o]));
const OPTIONS: Partial<Record<ColumnKind, Map<string, string>>> = {
  lighting: folded(LIGHTING),
  static_digital: folded(['Static', 'Digital']),
  traffic: folded(TRAFFIC_DENSITIES),
  sec: folded(SEC_CLASSES),
};
const NETWORK_OPTIONS = folded(NETWORKS);
/** Folding without Unicode normalisation when the text is plain ASCII (most cells). */
const quickFold = (s: string) => (/^[\x20-\x7e]*$/.test(s) ? s.toLowerCase().trim() : fold(s));

/** Each template column's position in TEMPLATE_COLUMNS, by key. */
export const TEMPLATE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  TEMPLATE_KEYS.map((key, i) => [key, i]),
);
const LABELS = TEMPLATE_KEYS.map(columnLabel);
const AT = {
  coordinates: TEMPLATE_INDEX.coordinates,
  latitude: TEMPLATE_INDEX.latitude,
  longitude: TEMPLATE_INDEX.longitude,
  state: TEMPLATE_INDEX.state,
  lighting: TEMPLATE_INDEX.lighting,
  static_digital: TEMPLATE_INDEX.static_digital,
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const YES = new Set(['yes', 'si', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);

type Message = Parameters<typeof formatMessage>[0];
/** Records the first message of a cell; the errors object exists only once a cell fails. */
function failCell(errors: Record<string, string> | null, column: number, message: Message) {
  const found = errors ?? {};
  found[TEMPLATE_KEYS[column]] ??= formatMessage(message, { field: LABELS[column] });
  return found;
}

/**
 * Checks one row given as its cells in TEMPLATE_COLUMNS order and returns the clean values in the
 * same order, and the message of each bad cell (null when none). Positional, so that an import of
 * 100,000 rows builds no object per row (decision 0014); validateInventoryRow is the keyed form.
 */
export function validateInventoryValues(
  cells: readonly unknown[],
  places: PlaceIndex,
): { values: CellValue[]; errors: Record<string, string> | null } {
  const values: CellValue[] = new Array(TEMPLATE_COLUMNS.length);
  let errors: Record<string, string> | null = null;
  // Coordinates "lat, lng" stand in for empty latitude and longitude.
  let latitude = cells[AT.latitude];
  let longitude = cells[AT.longitude];
  const coordinates = cells[AT.coordinates];
  if (!isBlank(coordinates) && isBlank(latitude) && isBlank(longitude)) {
    const pair = String(coordinates).split(/[,;]\s*|\s+/);
    if (pair.length === 2) [latitude, longitude] = pair;
  }
  const stateCell = cells[AT.state];
  const stateName = isBlank(stateCell) ? null : places.state(String(stateCell));
  for (let i = 0; i < TEMPLATE_COLUMNS.length; i++) {
    const column = TEMPLATE_COLUMNS[i];
    const value = i === AT.latitude ? latitude : i === AT.longitude ? longitude : cells[i];
    if (isBlank(value)) {
      values[i] = column.kind === 'list' ? [] : null;
      if (column.required) errors = failCell(errors, i, 'required');
      continue;
    }
    switch (column.kind) {
      case 'text': {
        const text = String(value).trim();
        if (text.length > MAX_TEXT) errors = failCell(errors, i, 'tooLong');
        else if (CONTROL_CHARACTERS.test(text)) errors = failCell(errors, i, 'forbiddenCharacters');
        values[i] = text;
        break;
      }
      case 'number':
      case 'coordinate':
      case 'fraction': {
        const n = toNumber(value);
        if (n === null) errors = failCell(errors, i, 'invalidNumber');
        else if (column.kind === 'coordinate') {
          // Chile's bounds are checked below, with both coordinates known.
        } else if (n < 0 || n > 1e15 || (column.kind === 'fraction' && n > 1))
          errors = failCell(errors, i, 'outOfRange');
        values[i] = n;
        break;
      }
      case 'state':
        if (!stateName) errors = failCell(errors, i, 'invalidOption');
        values[i] = stateName?.name ?? String(value).trim();
        break;
      case 'city': {
        const text = String(value).trim();
        const city = stateName?.cities.get(fold(text));
        if (stateName && !city) errors = failCell(errors, i, 'invalidOption');
        values[i] = city ?? text;
        break;
      }
      case 'lighting':
      case 'static_digital':
      case 'traffic':
      case 'sec': {
        const text = String(value).trim();
        const option = OPTIONS[column.kind]?.get(quickFold(text));
        if (!option) errors = failCell(errors, i, 'invalidOption');
        values[i] = option ?? text;
        break;
      }
      case 'yesno': {
        const answer = quickFold(String(value).trim());
        const yes = YES.has(answer);
        if (!yes && !NO.has(answer)) errors = failCell(errors, i, 'invalidOption');
        values[i] = yes;
        break;
      }
      case 'list': {
        const items = String(value)
          .trim()
          .split(/[;|,]/)
          .map((s) => s.trim())
          .filter(Boolean);
        if (column.key === 'networks') {
          const known = items.map((item) => NETWORK_OPTIONS.get(quickFold(item)));
          if (known.some((k) => !k)) errors = failCell(errors, i, 'invalidOption');
          values[i] = known.filter((k): k is string => !!k);
        } else values[i] = items;
        break;
      }
    }
  }
  const lat = values[AT.latitude];
  const lng = values[AT.longitude];
  if (typeof lat === 'number' && typeof lng === 'number' && !insideChile(lat, lng)) {
    // The cell to blame: the latitude when it is outside every Chilean range, else the longitude.
    const latPlausible = lat >= CHILE_BOUNDS.latMin && lat <= CHILE_BOUNDS.latMax;
    errors = failCell(errors, latPlausible ? AT.longitude : AT.latitude, 'outsideChile');
  }
  const lighting = values[AT.lighting];
  const staticDigital = values[AT.static_digital];
  if (
    typeof lighting === 'string' &&
    !errors?.lighting &&
    typeof staticDigital === 'string' &&
    !errors?.static_digital &&
    DIGITAL_LIGHTING.has(lighting) !== (staticDigital === 'Digital')
  )
    errors = failCell(errors, AT.lighting, 'lightingMismatch');
  return { values, errors };
}

/**
 * Checks one row of the template (keys already mapped) and returns the clean values and the
 * message of each bad cell. The same function runs in the correction grid and on the server.
 */
export function validateInventoryRow(
  raw: Record<string, unknown>,
  places: PlaceIndex,
): { row: InventoryRow; errors: Record<string, string> } {
  const { values, errors } = validateInventoryValues(
    TEMPLATE_KEYS.map((key) => raw[key]),
    places,
  );
  const row: InventoryRow = {};
  for (let i = 0; i < TEMPLATE_KEYS.length; i++) row[TEMPLATE_KEYS[i]] = values[i];
  return { row, errors: errors ?? {} };
}

export const STATIC_DIGITAL = ['Static', 'Digital'] as const;

/** Marks every repeated site_code of a batch after its first appearance. */
export function markDuplicateCodes(rows: { row: InventoryRow; errors: Record<string, string> }[]): void {
  const seen = new Set<string>();
  for (const r of rows) {
    const code = typeof r.row.site_code === 'string' ? r.row.site_code.toLowerCase() : null;
    if (!code) continue;
    if (seen.has(code))
      r.errors.site_code ??= formatMessage('duplicateInFile', { field: columnLabel('site_code') });
    seen.add(code);
  }
}

// ——— the calls ———

/** A row as sent by a client: template keys to cell values (strings or numbers). */
const looseRow = z.record(
  z.string().max(100),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);
const vendorId = z.uuid({ error: 'vendor_id is not a valid media owner id' });
/** The rows of one JSON call; bigger sets go as a file. */
export const MAX_JSON_ROWS = 5_000;

export const addInventoryBody = z.object({
  data: z.array(looseRow).min(1, 'Add at least one row').max(MAX_JSON_ROWS),
  vendor_id: vendorId.optional(),
});
export type AddInventoryBody = z.infer<typeof addInventoryBody>;
export const submitInventoryBody = addInventoryBody;

/** One failed row: what was sent (as text) and the message of each bad cell. */
export const errorRowDto = z.object({
  row: z.number(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])),
  errors: z.record(z.string(), z.string()),
});
export type ErrorRowDto = z.infer<typeof errorRowDto>;
/**
 * The site code of the template's example row. An import skips a row of this code (any case) and
 * says so (example_skipped): a file sent back with the example still in it made a real site
 * (issue 24, item 13).
 */
export const TEMPLATE_EXAMPLE_SITE_CODE = 'CL-EX-000001';
export const inventoryUploadDto = z.object({
  added: z.array(z.string()),
  updated: z.array(z.string()),
  error: z.array(errorRowDto),
  /** Rows read, the skipped example row not counted. */
  total: z.number(),
  unknown_columns: z.array(z.string()),
  example_skipped: z.boolean(),
});
export type InventoryUploadDto = z.infer<typeof inventoryUploadDto>;

export const INVENTORY_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/**
 * The inventory grid's columns the server sorts by: those kept in a column of their own. The
 * others live inside jsonb and sort only within a page, so the grid offers no sort on them.
 */
export const INVENTORY_SORT_COLUMNS = [
  'site_code',
  'supplier_code',
  'vendor_inv_code',
  'location',
  'locality',
  'city',
  'state',
  'zone',
  'latitude',
  'longitude',
  'media_type',
  'format',
  'static_digital',
  'lighting',
  'width',
  'height',
  'area',
  'final_score',
  'traffic_density',
  'sec_600mt',
  'sec_classification',
  'sell_price_1',
] as const;
export type InventorySortColumn = (typeof INVENTORY_SORT_COLUMNS)[number];
export const fetchOwnerInventoryBody = z.object({
  limit: z.coerce
    .number()
    .int()
    .refine(
      (n) => (INVENTORY_PAGE_SIZES as readonly number[]).includes(n),
      'limit must be 10, 20, 30, 40 or 50',
    )
    .default(10),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  vendor_id: vendorId.optional(),
  /** Words found in the site's codes, address, locality, city or region; case and accents ignored. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  sort: z
    .object({
      column: z.enum(INVENTORY_SORT_COLUMNS, {
        error: `sort.column must be one of ${INVENTORY_SORT_COLUMNS.join(', ')}`,
      }),
      direction: z.enum(['asc', 'desc'], { error: 'sort.direction must be asc or desc' }),
    })
    .optional(),
});
export type FetchOwnerInventoryBody = z.infer<typeof fetchOwnerInventoryBody>;

/** A site as the inventory grid shows it: the template's columns plus id, image and planning switch. */
export const inventorySiteDto = z.object({
  id: z.number(),
  planning_enabled: z.boolean(),
  site_map: z.string().nullable(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])),
});
export type InventorySiteDto = z.infer<typeof inventorySiteDto>;
export const ownerInventoryDto = z.object({
  data: z.array(inventorySiteDto),
  total_count: z.number(),
  vendor: z.object({ id: z.string(), name: z.string() }),
});
export type OwnerInventoryDto = z.infer<typeof ownerInventoryDto>;

export const updateInventoryBody = z.object({
  id: z.number().int().positive(),
  data: looseRow,
  vendor_id: vendorId.optional(),
});
export type UpdateInventoryBody = z.infer<typeof updateInventoryBody>;

export const deleteInventoryBody = z.object({
  inventory: siteIdList('Sites', 10_000).refine((ids) => ids.length > 0, 'Choose at least one site'),
  vendor_id: vendorId.optional(),
});
export const disableInventoryBody = z.object({
  invIds: siteIdList('Sites', 10_000).refine((ids) => ids.length > 0, 'Choose at least one site'),
  planning_status: z.boolean({ error: 'planning_status must be true or false' }),
  vendor_id: vendorId.optional(),
});
export const vendorOnlyBody = z.object({ vendor_id: vendorId.optional() });

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** Whether a file's (or an object's) content type is one of the images we keep. */
export const isImageType = (type: string): type is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(type);
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const signedUploadBody = z.object({
  file_name: z
    .string()
    .trim()
    .min(1, 'file_name is Required')
    .max(200)
    .regex(/^[\p{L}\p{N} ._()-]+$/u, 'file_name contains characters that are not allowed'),
  file_type: z.enum(IMAGE_TYPES, { error: 'Only JPEG, PNG, WebP or GIF images can be uploaded' }),
  /** The file's exact size: an S3 upload URL is signed for it (required there, checked on disk anyway). */
  file_size: z
    .number({ error: 'file_size must be a number' })
    .int('file_size must be a whole number')
    .min(1, 'The file is empty')
    .max(MAX_IMAGE_BYTES, 'Images can be at most 10 MB')
    .optional(),
  bucket: z.string().max(100).optional(),
  key: z.string().max(300).optional(),
});
export const signedUploadDto = z.object({ data: z.string(), url: z.string() });
export const sitemapItem = z.object({
  site_code: z.string().trim().max(200).optional(),
  url: z.string().max(2000),
  type: z.string().max(50).optional(),
  name: z.string().trim().min(1).max(200),
});
export const updateSitemapsBody = z.object({
  site_maps: z.array(sitemapItem).min(1).max(2_000),
  vendor_id: vendorId.optional(),
});
/**
 * Why an uploaded file was not attached (issue 24, item 10), one code each so the page says it in
 * the reader's language: the upload never arrived, no site of the owner has the file's code (case
 * ignored), a second file for a site already given one in the same batch, not an image, over 10 MB.
 */
export const SITEMAP_SKIP_REASONS = [
  'not_uploaded',
  'no_site',
  'duplicate',
  'not_image',
  'too_large',
] as const;
export type SitemapSkipReason = (typeof SITEMAP_SKIP_REASONS)[number];
export const sitemapsResultDto = z.object({
  /** The site codes given an image, as the sites spell them. */
  attached: z.array(z.string()),
  not_found: z.array(z.string()),
  /** Uploads that arrived but are not images or are over 10 MB (possible with S3): not attached. */
  refused: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** Every file not attached, by its name, with the code read from it and the reason. */
  skipped: z.array(
    z.object({ name: z.string(), site_code: z.string(), reason: z.enum(SITEMAP_SKIP_REASONS) }),
  ),
});
export type SitemapsResultDto = z.infer<typeof sitemapsResultDto>;

/**
 * Sync: the feed is asked with the media owner's own registered e-mail, read on the server. SPEC §7's
 * `email` may still come, but only ever names that one (issue 23); the platform team names the owner
 * by `userId`, which holds its vendor id.
 */
export const syncInventoryBody = z.object({
  email: z.email({ error: 'Email is not a valid Email' }).max(200).optional(),
  userId: vendorId.optional(),
  userName: z.string().max(200).optional(),
});
