import { DECK_LANGUAGES } from '@plano/core';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { quotedName } from '../../platform/mail/subject.ts';
import { sendAlert } from '../alerts/index.ts';
import { campaignPlanAudience } from '../audience/index.ts';
import { presentCampaignById } from './campaign-of.ts';
import { buildDeck } from './deck-builder.ts';
import { signDeckLink, storeDeck } from './deck-files.ts';
import { loadDeckPhotos } from './deck-photos.ts';
import { fill, labelsOf } from './labels.ts';
import { campaignName } from './queries.ts';

export const DECK_JOB = 'deck';
/** Tries before a deck is reported as failed (the bell says so; the job keeps its last error). */
export const DECK_ATTEMPTS = 3;

/** What /generatePlanoPPT queues: the campaign, where the deck goes, in which language, for whom. */
export const deckJobPayload = z.object({
  campaignId: z.uuid(),
  emails: z.array(z.string().min(1)).min(1),
  lng: z.enum(DECK_LANGUAGES),
  userId: z.uuid(),
});
export type DeckJob = z.infer<typeof deckJobPayload>;

const bookInventoryLink = (campaignId: string) => `/admin/booked_inventory/${campaignId}`;

/**
 * The deck job: builds the deck, keeps it as the campaign's last deck, and queues one mail per
 * address (attachment up to DECK_ATTACHMENT_MAX_BYTES, a signed link above it) in one transaction
 * with the alert to the requester. Retried on failure; after the last try the requester is told.
 */
export function registerDeckJob(context: AppContext): void {
  const { database, config, jobs, realtime, images } = context;
  jobs.register(
    DECK_JOB,
    async (job) => {
      const found = await presentCampaignById(database, images, job.campaignId);
      if (!found) return { skipped: 'campaign deleted' };
      const { camp, rows } = found;
      const { buffer, slides } = await buildDeck({
        camp,
        rows,
        lng: job.lng,
        geodataDir: config.GEODATA_DIR,
        audience: await campaignPlanAudience(database, config.GEODATA_DIR, camp),
        photos: await loadDeckPhotos(
          database,
          images,
          rows.map((row) => row._id),
        ),
      });
      const t = labelsOf(job.lng);
      const params = { campaign: camp.name, sites: rows.length };
      const attach = buffer.length <= config.DECK_ATTACHMENT_MAX_BYTES;
      const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      await database.transaction(async (query) => {
        const file = await storeDeck(query, config.DATA_DIR, camp._id, buffer, job.userId);
        const link = `${base}/api/decks/${signDeckLink(config.APP_SECRET, camp._id)}`;
        for (const address of job.emails) {
          await queueMail(
            jobs,
            query,
            {
              to: [address],
              // The name as a quoted, shortened name: never the whole subject (issue 23).
              subject: fill(t.mailSubject, { campaign: quotedName(camp.name) }),
              text: attach ? fill(t.mailAttached, params) : `${fill(t.mailLink, params)}\n${link}`,
              ...(attach ? { attachments: [{ filename: `${safeName(camp.name)}.pptx`, path: file }] } : {}),
            },
            job.userId,
          );
        }
        await sendAlert({ query }, realtime, [job.userId], {
          kind: 'deck_ready',
          message: `The PowerPoint of ${camp.name} is ready`,
          params: { campaign: camp.name },
          link: bookInventoryLink(camp._id),
        });
      });
      return { slides, size: buffer.length, attached: attach, mails: job.emails.length };
    },
    {
      schema: deckJobPayload,
      maxAttempts: DECK_ATTEMPTS,
      onFailed: async (job, _error, info) => {
        const [camp] = await database.query(campaignName(job.campaignId));
        await sendAlert(database, realtime, [job.userId], {
          kind: 'deck_failed',
          message: `The PowerPoint of ${camp?.name ?? 'a campaign'} could not be made`,
          params: { campaign: camp?.name ?? '', attempts: info.attempts },
          link: bookInventoryLink(job.campaignId),
        });
      },
    },
  );
}

/** A file name a mail client shows as it is: letters, digits, spaces and dashes. */
function safeName(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N} -]+/gu, '')
      .trim()
      .slice(0, 80) || 'plan'
  );
}
