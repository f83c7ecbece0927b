import type { CampaignMediaType, CampaignTab, PlanRowStatus, TargetAudience } from '@plano/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// PostgreSQL `daterange`, kept as its text form '[2026-01-01,2026-02-01)'.
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });
// Native `point`, generated from lng/lat and read only through SQL.
const point = customType<{ data: string }>({ dataType: () => 'point' });

/**
 * The heat-layer measures of a site, each scaled to 0..1 and rounded to 3 decimals (column `measures`):
 * - Footfall: trips within 1000 m, against 60,000 trips a day as a busy corner;
 * - Affluence: share of homes of classes AB, C1a and C1b within 600 m;
 * - Visibility: the site's visibility quality score (0..10);
 * - Accessibility: traffic density (high 1, medium 0.6, low 0.3).
 * The Inventory layer of the map is the density of the sites themselves.
 */
/** The folded text of a site the search reads: plano_fold() is created by migration 0011. */
export const SITE_SEARCH_TEXT_SQL = `plano_fold(site_code || ' ' || supplier_code || ' ' || vendor_inv_code || ' '
    || location || ' ' || locality || ' ' || city || ' ' || state)`;

export const SITE_MEASURES_SQL = `array[
    round(least(1, coalesce((demographics->'1000mt'->>'trips')::float8, 0) / 60000)::numeric, 3),
    round(least(1, coalesce(((demographics->'600mt'->>'ab')::float8 + (demographics->'600mt'->>'c1a')::float8
      + (demographics->'600mt'->>'c1b')::float8) / nullif((demographics->'600mt'->>'homes')::float8, 0), 0))::numeric, 3),
    round(least(1, coalesce((details->'quality'->>'visibility')::float8, 0) / 10)::numeric, 3),
    case traffic_density when 'high' then 1 when 'medium' then 0.6 else 0.3 end
  ]::real[]`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const policies = pgTable('policies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** An agency account: campaigns, roles and members belong to exactly one. */
export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ownerUserId: uuid('owner_user_id'),
  createdAt: createdAt(),
});

/** Roles of an agency; `agency_id` null for the platform's own roles (admin, media owner). */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roles_agency_name_idx').on(
      sql`coalesce(${t.agencyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.name,
    ),
  ],
);

export const rolePolicies = pgTable(
  'role_policies',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.policyId] }), index('role_policies_policy_idx').on(t.policyId)],
);

/** Media owners (vendors): they own sites and confirm bookings of them. */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    states: text('states').array().notNull().default(sql`'{}'`),
    aliases: text('aliases').array().notNull().default(sql`'{}'`),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull(),
    country: text('country').notNull().default('Chile'),
    invUploaded: boolean('inv_uploaded').notNull().default(false),
    invLastUpdated: timestamp('inv_last_updated', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendors_name_idx').on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    pic: text('pic'),
    country: text('country').notNull().default('Chile'),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    businessUnits: text('business_units').array().notNull().default(sql`'{}'`),
    sharedUsers: uuid('shared_users').array().notNull().default(sql`'{}'`),
    /**
     * When the user proved the address is theirs (issue 23): null for a self-registered account until
     * its confirmation link is opened; set at creation for accounts the platform makes.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_agency_idx').on(t.agencyId),
    index('users_vendor_idx').on(t.vendorId),
    index('users_role_idx').on(t.roleId),
  ],
);

/**
 * A signed-in session. The token names it (`sid`), so a session can end before its token expires:
 * Logout, a password change, an administrator.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Chilean regions and communes, loaded from GEODATA_DIR by the seed. */
export const regions = pgTable('regions', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
});

export const communes = pgTable(
  'communes',
  {
    code: integer('code').primaryKey(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    regionCode: integer('region_code')
      .notNull()
      .references(() => regions.code),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('communes_region_idx').on(t.regionCode)],
);

/**
 * Inventory sites. Every attribute a screen filters on is a typed, indexed column;
 * the long tail (quality scores, place counts, cost tiers, demographics) lives in jsonb.
 */
export const sites = pgTable(
  'sites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    siteCode: text('site_code').notNull(),
    supplierCode: text('supplier_code').notNull().default(''),
    vendorInvCode: text('vendor_inv_code').notNull().default(''),
    siteMap: text('site_map'),
    location: text('location').notNull(),
    locality: text('locality').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zone: text('zone').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    position: point('position').generatedAlwaysAs(sql`point(lng, lat)`),
    mediaType: text('media_type').notNull(),
    format: text('format').notNull(),
    lighting: text('lighting').notNull(),
    /** 'ooh' or 'digital': the campaign type filter. */
    type: text('type').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    areaN: real('area_n').notNull(),
    price: money('price').notNull(),
    /** 0..1 fraction. */
    finalScore: real('final_score').notNull(),
    trafficDensity: text('traffic_density').notNull(),
    sec600mt: text('sec_600mt').notNull(),
    secClassification: text('sec_classification').notNull(),
    male600mt: real('male_600mt').notNull(),
    female600mt: real('female_600mt').notNull(),
    networks: text('networks').array().notNull().default(sql`'{}'`),
    poi: text('poi').array().notNull().default(sql`'{}'`),
    planningEnabled: boolean('planning_enabled').notNull().default(true),
    /** Age bands, homes by class, place counts by category, at 600 m and 1000 m. */
    demographics: jsonb('demographics')
      .$type<Record<string, Record<string, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** final_score, static_digital, cost and sell-price tiers, impression and installation costs. */
    additionalData: jsonb('additional_data')
      .$type<Record<string, number | string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Template columns that no screen filters on: quality scores, specs, orientation… */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /**
     * The four heat-layer measures, each 0..1, kept beside the jsonb they come from so the map reads
     * 16 bytes a site instead of unpacking two large jsonb values (see SITE_MEASURES_SQL).
     */
    measures: real('measures').array().notNull().generatedAlwaysAs(sql.raw(SITE_MEASURES_SQL)),
    /**
     * What the inventory grid's search reads (codes, address, locality, city, region), folded by
     * plano_fold() — lower case, no accents (migration 0011, decision 0019). Kept, not computed at
     * each search: folding in the trigram index's recheck cost ~170 µs a row on 1,000,000 sites.
     */
    /**
     * The numbers the audience model reads of the jsonb (db/site-audience-inputs.ts, decision 0036):
     * written by the site encoders, else filled by a trigger from the jsonb (migration 0020).
     */
    audienceInputs: real('audience_inputs').array().notNull(),
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(SITE_SEARCH_TEXT_SQL)),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_site_code_idx').on(t.siteCode),
    // An owner's inventory is read in site_code order (the grid's pages, the export's keyset).
    index('sites_vendor_site_code_idx').on(t.vendorId, t.siteCode),
    // City is only ever asked for within states, so (state, city) serves both.
    index('sites_state_city_idx').on(t.state, t.city),
    index('sites_media_type_idx').on(t.mediaType),
    index('sites_format_idx').on(t.format),
    index('sites_type_idx').on(t.type),
    index('sites_traffic_idx').on(t.trafficDensity),
    index('sites_sec600_idx').on(t.sec600mt),
    index('sites_secclass_idx').on(t.secClassification),
    index('sites_area_idx').on(t.areaN),
    index('sites_score_idx').on(t.finalScore),
    index('sites_networks_idx').using('gin', t.networks),
    // The inventory grid's search ("nunoa", part of a code) within one owner's sites.
    index('sites_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The plannable sites counted per fine map cell (decision 0030): the cell of Web Mercator's tile grid
 * with 2^14 cells across the world (~2 km in Chile), per region, commune and ooh/digital type. Kept
 * by statement triggers on `sites` (migration 0016), so a country-wide map view sums a few thousand
 * rows instead of counting a million sites. Centres are sums; the box only grows until the cell empties.
 */
export const siteMapCells = pgTable(
  'site_map_cells',
  {
    state: text('state').notNull(),
    city: text('city').notNull(),
    type: text('type').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    n: integer('n').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.state, t.city, t.type, t.cx, t.cy] }),
    // A view reads its campaign's regions over a range of rows and columns.
    index('site_map_cells_view_idx').on(t.state, t.cy, t.cx),
  ],
);

/**
 * A number for each text value a plannable site holds in a column the map's count compares (region,
 * commune, type, traffic, classes, format, media type): `site_map_points` keeps the numbers, so a
 * filtered count compares integers. Only grows; written by the triggers of migration 0026.
 */
export const siteValueCodes = pgTable('site_value_codes', {
  code: integer('code').primaryKey().generatedAlwaysAsIdentity(),
  value: text('value').notNull().unique('site_value_codes_value_key'),
});

/**
 * What the map counts a plannable site by (decision 0045), and nothing else: its position, its
 * region, commune and type, and every column a planning filter reads, the texts as their
 * `site_value_codes`. A filtered wide view (all of Chile with three filters) counts ~100 bytes a
 * site here instead of forming sixteen columns of each entry of the map's index. Kept by statement
 * triggers on `sites` (migration 0026); the columns most counts read come first, as a scan forms a
 * row's columns only up to the last one it reads.
 */
export const siteMapPoints = pgTable(
  'site_map_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    state: integer('state').notNull(),
    city: integer('city').notNull(),
    type: integer('type').notNull(),
    trafficDensity: integer('traffic_density').notNull(),
    secClassification: integer('sec_classification').notNull(),
    areaN: real('area_n').notNull(),
    finalScore: real('final_score').notNull(),
    sec600mt: integer('sec_600mt').notNull(),
    format: integer('format').notNull(),
    mediaType: integer('media_type').notNull(),
    male600mt: real('male_600mt').notNull(),
    female600mt: real('female_600mt').notNull(),
    vendorId: uuid('vendor_id').notNull(),
  },
  // A region's or a street's view reads a latitude range of its regions; a country's reads it all.
  (t) => [index('site_map_points_view_idx').on(t.state, t.lat, t.lng)],
);

/**
 * The values of the planning filters' option lists that plannable sites of a region, commune and
 * ooh/digital type hold (decision 0039): `facet` is the filter (`media_owner` holds the owner's id,
 * `network` one of the site's networks), `value` the option. Statement triggers on `sites`
 * (migration 0022) add the values of sites written; an area that lost or changed sites is listed in
 * `site_facet_dirty` and recounted from its sites when its lists are next read. A campaign's option
 * lists are then a read of a few hundred rows instead of a scan of every site of its area.
 */
export const siteFacets = pgTable(
  'site_facets',
  {
    state: text('state').notNull(),
    city: text('city').notNull(),
    type: text('type').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.city, t.type, t.facet, t.value] })],
);

/** The areas whose `site_facets` may hold a value no site has any more: recounted at their next read. */
export const siteFacetDirty = pgTable(
  'site_facet_dirty',
  {
    state: text('state').notNull(),
    city: text('city').notNull(),
    type: text('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.city, t.type] })],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    budget: money('budget').notNull(),
    mediaType: text('media_type').$type<CampaignMediaType>().notNull(),
    states: text('states').array().notNull().default(sql`'{}'`),
    cities: text('cities').array().notNull().default(sql`'{}'`),
    networks: text('networks').array().notNull().default(sql`'{}'`),
    /** pending → awaiting (has a plan) → booked (any site booked). */
    status: text('status').$type<CampaignTab>().notNull().default('pending'),
    campType: text('camp_type').notNull().default('plano'),
    locauditCreated: boolean('locaudit_created').notNull().default(false),
    /** Who the plan's audience figures count (issue 25): core's TargetAudience, validated on the way in. */
    targetAudience: jsonb('target_audience')
      .$type<TargetAudience>()
      .notNull()
      .default(
        sql`'{"sex":"all","age_from":20,"age_to":40,"classes":["ab","c1a","c1b","c2","c3","d","e"]}'::jsonb`,
      ),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_agency_status_idx').on(t.agencyId, t.status, t.createdAt),
    index('campaigns_created_by_idx').on(t.createdBy, t.status),
  ],
);

/** A site in a campaign's plan, for the campaign's dates. */
export const planRows = pgTable(
  'plan_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    siteId: bigint('site_id', { mode: 'number' })
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    period: daterange('period').notNull(),
    /** planned → pending (sent for approval) → approved | rejected; → booked. */
    status: text('status').$type<PlanRowStatus>().notNull().default('planned'),
    /** The site's price when it entered the plan. */
    price: money('price').notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The media owner's user who approved or refused through the signed link, and when. */
    ownerDecidedBy: uuid('owner_decided_by').references(() => users.id, { onDelete: 'set null' }),
    ownerDecidedAt: timestamp('owner_decided_at', { withTimezone: true }),
    /**
     * The site's position, kept beside the row by triggers (migration 0024): Book Inventory's map
     * reads a plan's positions from its own rows, not one site lookup per row (decision 0043).
     */
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_rows_campaign_site_idx').on(t.campaignId, t.siteId),
    index('plan_rows_site_idx').on(t.siteId),
  ],
);

/**
 * Every change of a plan row (added, sent, owner approved/refused, booked, removed): who, when,
 * from and to. Kept when the row itself is removed; nothing deletes history.
 */
export const planHistory = pgTable(
  'plan_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    siteCode: text('site_code').notNull(),
    fromStatus: text('from_status'),
    /** The new status, or 'removed'. */
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown: a user, or a media owner acting through its link. */
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_history_campaign_idx').on(t.campaignId, t.createdAt)],
);

/** Points of interest near the sites (malls, universities, metro stations…). */
export const nearbyPlaces = pgTable(
  'nearby_places',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    icon: text('icon').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    position: point('position').generatedAlwaysAs(sql`point(lng, lat)`),
  },
  (t) => [index('nearby_places_state_city_idx').on(t.state, t.city)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** {type, text} */
    message: jsonb('message').notNull(),
    createdAt: createdAt(),
    /** When the receiver opened the thread; null counts as unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.fromUserId, t.toUserId, t.createdAt),
    index('chat_messages_unread_idx').on(t.toUserId, t.fromUserId).where(sql`${t.readAt} is null`),
  ],
);

/** The bell: what happened while the user was away (owner decisions, bookings, decks, imports). */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The English text; the web words it again from kind and params in the reader's language. */
    message: text('message').notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('alerts_user_idx').on(t.userId, t.createdAt)],
);

/** Durable jobs (PowerPoint generation, inventory sync…) run by in-process workers. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written while a worker runs the job: a stale one means the worker is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** How far a long job is, as its handler reports it (a best-plan search: step, done, total). */
    progress: jsonb('progress'),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    // Finished jobs by age: the prune of old `done` ones and the newest-first list of `failed` ones.
    index('jobs_status_updated_at_idx').on(t.status, t.updatedAt),
  ],
);

/** Files kept in storage (disk or S3): site maps, creative approvals, exports. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_bucket_key_idx').on(t.bucket, t.key)],
);

/**
 * Failed sign-ins per e-mail address as typed (lower case), known account or not, so that a locked
 * answer says nothing about who has an account (issue 23, decision 0018).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_first_failed_at_idx').on(t.firstFailedAt)],
);

/**
 * Every mail queued, by whose account sent it (`agency:…`, `vendor:…`, `user:…`, or `platform` for
 * Plano's own mails about an account): the hourly recipient limit reads it, from any process.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    // Kept when the user is deleted: their mails still count against their account's hour.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_sends_account_sent_at_idx').on(t.accountKey, t.sentAt),
    index('mail_sends_user_idx').on(t.userId, t.kind, t.sentAt),
    index('mail_sends_sent_at_idx').on(t.sentAt),
  ],
);
