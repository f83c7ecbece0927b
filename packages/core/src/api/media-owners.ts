import { z } from 'zod';
import { email, requiredText } from '../validation/fields.ts';
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

export const mediaOwnersDto = z.object({ proper_vendors: z.array(mediaOwnerDto) });

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
