import { z } from 'zod';
import { parseIsoDate } from '../validation/dates.ts';
import { email, optionalText, requiredText } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';
import { newPassword, phone } from './accounts.ts';

/**
 * Countries a media owner can be added in. Inventory, states and cities are Chilean (SPEC §1), so
 * the single-select offers Chile alone until the geo data covers another country.
 */
export const MEDIA_OWNER_COUNTRIES = ['Chile'] as const;

/** The server's texts of vendor management, kept here so the web can translate them. */
export const MEDIA_OWNER_MESSAGES = {
  exists: 'Media Owner already exists',
  notFound: 'Media owner not found',
} as const;

/** A row of the vendor management table (SPEC §3 Media owner, plus the login user for the link). */
export const mediaOwnerDto = z.object({
  _id: z.string(),
  name: z.string(),
  states: z.array(z.string()),
  aliases: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  /** 'yes' once inventory was uploaded (SPEC §3). */
  inv_uploaded: z.enum(['yes', 'no']),
  inv_last_updated: z.string().nullable(),
  /**
   * The owner's first login user. The row's inventory link names the owner itself (`_id`, `name`):
   * the inventory calls take a vendor id, never a user's.
   */
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type MediaOwnerDto = z.infer<typeof mediaOwnerDto>;

/**
 * The vendor table's answer: the owners asked for and how many match the filters (every owner
 * without filters), so the table pages on the server (issue 22).
 */
export const mediaOwnersDto = z.object({ proper_vendors: z.array(mediaOwnerDto), total_count: z.number() });
export type MediaOwnersDto = z.infer<typeof mediaOwnersDto>;

/** The table's page sizes (SPEC §9: the inventory screens'); a page is never longer than the last. */
export const MEDIA_OWNER_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** The columns the table filters and sorts by: its data columns. */
export const MEDIA_OWNER_COLUMNS = [
  'name',
  'states',
  'aliases',
  'phone',
  'email',
  'inv_uploaded',
  'inv_last_updated',
] as const;
export type MediaOwnerColumn = (typeof MEDIA_OWNER_COLUMNS)[number];

const day = (field: string) =>
  z.string().refine((v) => parseIsoDate(v) !== null, formatMessage('invalidDate', { field }));

/**
 * The table's filters: the text ones keep the owners whose column holds the text (case and accents
 * ignored; a list column as the table shows it, joined by ", "); `inv_uploaded` keeps the states
 * listed (an empty list keeps none); `inv_last_updated` the days from `from` to `to`, both included.
 */
export const mediaOwnerFilters = z
  .object({
    name: optionalText('Name', 120),
    states: optionalText('States', 120),
    aliases: optionalText('Aliases', 120),
    phone: optionalText('Phone', 120),
    email: optionalText('Email', 120),
    inv_uploaded: z
      .array(
        z.enum(['yes', 'no'], { error: formatMessage('invalidOption', { field: 'Inventory Uploaded' }) }),
      )
      .max(2)
      .optional(),
    inv_last_updated: z
      .object({ from: day('Last Updated').optional(), to: day('Last Updated').optional() })
      .strict()
      .optional(),
  })
  .strict();
export type MediaOwnerFilters = z.infer<typeof mediaOwnerFilters>;

/**
 * /fetch_all_media_owners. SPEC's call has no body and answers every owner; the table sends a page
 * (`page` from 0, `limit` one of the page sizes), its filters and its sort, and gets that page with
 * the count of every match. Filters and sort without a page answer every match (the CSV export).
 */
export const fetchMediaOwnersBody = z
  .object({
    page: z.number().int().min(0).max(100_000).optional(),
    limit: z
      .number()
      .int()
      .refine((v) => (MEDIA_OWNER_PAGE_SIZES as readonly number[]).includes(v), {
        message: formatMessage('invalidOption', { field: 'Page size' }),
      })
      .optional(),
    filters: mediaOwnerFilters.default({}),
    sort: z
      .object({
        column: z.enum(MEDIA_OWNER_COLUMNS, { error: formatMessage('invalidOption', { field: 'Sort' }) }),
        direction: z.enum(['asc', 'desc'], { error: formatMessage('invalidOption', { field: 'Sort' }) }),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => (body.page === undefined) === (body.limit === undefined), {
    message: formatMessage('required', { field: 'Page size' }),
    path: ['limit'],
  })
  // SPEC's call sends no body at all.
  .nullish();
export type FetchMediaOwnersBody = z.input<typeof fetchMediaOwnersBody>;

const statesList = z
  .array(requiredText('States', 120), { error: formatMessage('required', { field: 'States' }) })
  .min(1, formatMessage('required', { field: 'States' }))
  .max(100, formatMessage('tooMany', { field: 'States', max: '100' }));

/** Add Media Owner (SPEC §5): every field required; the owner and its first login user. */
export const addMediaOwnerBody = z.object({
  name: requiredText('Name', 120),
  email: email(),
  phone: phone(),
  password: newPassword(),
  country: z.enum(MEDIA_OWNER_COUNTRIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? formatMessage('required', { field: 'Country' })
        : formatMessage('invalidOption', { field: 'Country' }),
  }),
  states: statesList,
});
export type AddMediaOwnerBody = z.infer<typeof addMediaOwnerBody>;
export const addedMediaOwnerDto = z.object({ added_media_owner: mediaOwnerDto });

const mediaOwnerId = z.uuid({ error: formatMessage('invalidId', { field: 'Media Owner' }) });

/** Edit Media Owner: the phone alone (SPEC §7 `{id, phone}`), saved only when not empty. */
export const editMediaOwnerPhoneBody = z.object({ id: mediaOwnerId, phone: phone() });
export type EditMediaOwnerPhoneBody = z.infer<typeof editMediaOwnerPhoneBody>;

/** Edit Media Owner: the e-mail alone (SPEC §7 `/add_proper_media_owner3 {id, email}`). */
export const editMediaOwnerEmailBody = z.object({ id: mediaOwnerId, email: email() });
export type EditMediaOwnerEmailBody = z.infer<typeof editMediaOwnerEmailBody>;

export const mediaOwnerResultDto = z.object({ media_owner: mediaOwnerDto });

/**
 * Inventory Management's owner chooser for the platform team: a page of owners whose name holds
 * `search` (case and accents ignored), by name. Paged on the server: a platform may have thousands.
 */
export const MEDIA_OWNER_CHOICES_LIMIT = 50;
export const searchMediaOwnersBody = z.object({
  search: z
    .string()
    .trim()
    .max(120, formatMessage('tooLong', { field: 'Search' }))
    .default(''),
  limit: z.number().int().min(1).max(MEDIA_OWNER_CHOICES_LIMIT).default(20),
  page: z.number().int().min(0).max(100_000).default(0),
});
export type SearchMediaOwnersBody = z.infer<typeof searchMediaOwnersBody>;

export const mediaOwnerChoiceDto = z.object({
  _id: z.string(),
  name: z.string(),
  /** The owner's sites, for the chooser to show beside the name. */
  site_count: z.number(),
});
export type MediaOwnerChoiceDto = z.infer<typeof mediaOwnerChoiceDto>;
export const mediaOwnerChoicesDto = z.object({
  media_owners: z.array(mediaOwnerChoiceDto),
  /** Every owner that matches, beyond this page. */
  total_count: z.number(),
});
export type MediaOwnerChoicesDto = z.infer<typeof mediaOwnerChoicesDto>;
