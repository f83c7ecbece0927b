import { z } from 'zod';
import { MAX_PLAN_SITES } from '../constants.ts';
import { email, siteIdList } from '../validation/fields.ts';
import { formatMessage } from '../validation/messages.ts';

const campaignId = (field: string) => z.uuid({ error: `${field} is not a valid campaign id` });

/** Texts the export and hand-off calls answer with (SPEC §4, §5, §8), matched by the web by code. */
export const EXPORT_MESSAGES = {
  pptRequested: 'Request Sent. You will receive Email when PPT is Ready',
  locauditSynced: 'Campaign synced with Locaudit Successfully',
  endDatePast: "Please edit campaign end date since it cannot be less than today's date",
  syncError: 'Error In Sync',
  listCreated: 'List created in the digital-screen platform',
  listSynced: 'Inventory synced with the digital-screen platform',
  notConfigured: '{service} is not configured',
  noDigitalSites: 'There are no booked Digital sites to send',
  noBookedSites: 'There are no booked sites to send',
  noDeck: 'No deck has been made for this campaign yet',
} as const;

/** Error codes of those answers, so the web shows them in the reader's language. */
export const EXPORT_ERROR_CODES = {
  notConfigured: 'not_configured',
  endDatePast: 'end_date_past',
  syncError: 'sync_error',
  noDigitalSites: 'no_digital_sites',
  noBookedSites: 'no_booked_sites',
  noDeck: 'no_deck',
} as const;

/** A deck is mailed as an attachment up to this size; above it, as a signed download link. */
export const DECK_ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;
export const MAX_DECK_EMAILS = 20;

export const DECK_LANGUAGES = ['en', 'es'] as const;
export type DeckLanguage = (typeof DECK_LANGUAGES)[number];
const language = z.enum(DECK_LANGUAGES, { error: 'lng must be en or es' }).default('en');

/** The Excel plan; `lng` picks the language of its headers (English when absent). */
export const excelBody = z.object({ campaign_id: campaignId('campaign_id'), lng: language });
export type ExcelBody = z.infer<typeof excelBody>;

/**
 * The PowerPoint modal's comma-separated addresses: each one checked, the first bad one named
 * ("x@ is not a valid Email"), duplicates dropped.
 */
export const emailListText = z
  .string({ error: formatMessage('required', { field: 'Emails' }) })
  .max(4000, formatMessage('tooLong', { field: 'Emails' }))
  .transform((text, ctx): string[] => {
    const list = [
      ...new Set(
        text
          .split(/[,;\s]+/)
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (list.length === 0) {
      ctx.addIssue({ code: 'custom', message: formatMessage('required', { field: 'Emails' }) });
      return z.NEVER;
    }
    if (list.length > MAX_DECK_EMAILS) {
      ctx.addIssue({
        code: 'custom',
        message: formatMessage('tooMany', { field: 'Emails', max: String(MAX_DECK_EMAILS) }),
      });
      return z.NEVER;
    }
    const bad = list.find((address) => !email(address).safeParse(address).success);
    if (bad) {
      ctx.addIssue({ code: 'custom', message: formatMessage('invalidEmail', { field: bad.slice(0, 80) }) });
      return z.NEVER;
    }
    return list;
  });

export const generatePptBody = z.object({
  campId: campaignId('campId'),
  emails: emailListText,
  lng: language,
});
export type GeneratePptBody = z.input<typeof generatePptBody>;
export const generatePptDto = z.object({ msg: z.string(), job_id: z.string() });

export const downloadPptBody = z.object({ camp_id: campaignId('camp_id') });

/** The last deck of a campaign, for the page's download button. */
export const deckStatusDto = z.object({
  deck: z.object({ size: z.number(), created_at: z.string() }).nullable(),
});
export type DeckStatusDto = z.infer<typeof deckStatusDto>;

export const locauditBody = z.object({ campId: campaignId('campId') });
export const locauditDto = z.object({ msg: z.string(), sites: z.number(), locaudit_created: z.boolean() });

/** The digital-screen platform's login: travels only in the platform request's body, never kept. */
export const screenoCredentials = z.object({
  email: email('Email'),
  password: z
    .string({ error: formatMessage('required', { field: 'Password' }) })
    .min(1, formatMessage('required', { field: 'Password' }))
    .max(200, formatMessage('tooLong', { field: 'Password' })),
});
export type ScreenoCredentials = z.infer<typeof screenoCredentials>;

export const createScreenoListBody = z.object({
  campId: campaignId('campId'),
  /** Plan sites to send; the server keeps only the booked Digital ones. Empty/absent = all of them. */
  sites: siteIdList('Sites', MAX_PLAN_SITES).optional(),
  screenoCred: screenoCredentials,
  /** Kept for the SPEC's payload shape; the server reads the campaign itself. */
  camp_details: z
    .object({ name: z.string().max(200).optional() })
    .passthrough()
    .optional(),
});
export type CreateScreenoListBody = z.input<typeof createScreenoListBody>;

export const syncListToScreenoBody = z.object({
  /** The media owner's site ids; only its own Digital sites are sent. */
  vendor_inventory: siteIdList('Sites', MAX_PLAN_SITES),
  email: email('Email'),
  password: screenoCredentials.shape.password,
});
export type SyncListToScreenoBody = z.input<typeof syncListToScreenoBody>;

/** What the platform's answer tells the page: how many went, and where to open the platform. */
export const screenoDto = z.object({ msg: z.string(), sites: z.number(), platform_url: z.string() });
export type ScreenoDto = z.infer<typeof screenoDto>;

/** Which integrations are set up, so the web can show (or hide) their buttons and the Go Live link. */
export const integrationsDto = z.object({
  audit_tool_url: z.string().nullable(),
  digital_platform_url: z.string().nullable(),
});
export type IntegrationsDto = z.infer<typeof integrationsDto>;
