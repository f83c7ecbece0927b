import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { apiContract, EXPORT_ERROR_CODES, EXPORT_MESSAGES, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { mailUseBy, reserveMailQuota } from '../../platform/mail/mail-quota.ts';
import { campaignPlanAudience } from '../audience/index.ts';
import { actorOf } from '../auth/index.ts';
import { getCampaign } from '../campaigns/index.ts';
import { lastDeck, verifyDeckLink } from './deck-files.ts';
import { DECK_JOB, type DeckJob } from './deck-job.ts';
import { excelFileName, writeExcelPlan } from './excel-plan.ts';

const tags = ['exports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export function exportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { database, config, jobs } = context;
  return async (app) => {
    // The file itself, streamed as it is written: nothing waits for (or holds) the whole workbook.
    app.post(
      '/getPlanoCampaignExcel',
      {
        schema: { tags, ...apiContract['/getPlanoCampaignExcel'] },
        config: { policies: [POLICIES.exportData] },
      },
      async (request, reply) => {
        const camp = await getCampaign(database, actorOf(request), request.body.campaign_id);
        const audience = await campaignPlanAudience(database, config.GEODATA_DIR, camp);
        const output = new PassThrough();
        writeExcelPlan(database, camp, request.body.lng, output, audience).catch((error) => {
          // Headers are gone by now: the download breaks off and the log says why.
          request.log.error({ err: error, campaign: camp._id }, 'excel export failed');
          output.destroy(error);
        });
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachment(excelFileName(camp._id)))
          .header('cache-control', 'no-store')
          .send(output);
      },
    );

    app.post(
      '/generatePlanoPPT',
      {
        schema: { tags, ...apiContract['/generatePlanoPPT'] },
        // The deck goes by mail: a confirmed address first, and the account's hourly limit.
        config: { policies: [POLICIES.exportData], confirmedEmail: true },
      },
      async (request) => {
        const actor = actorOf(request);
        const { campId, emails, lng } = request.body;
        const camp = await getCampaign(database, actor, campId);
        const payload: DeckJob = { campaignId: camp._id, emails, lng, userId: actor.id };
        const jobId = await database.transaction(async (query) => {
          const use = mailUseBy(actor, 'deck', emails.length);
          await reserveMailQuota(query, use, config.MAIL_RECIPIENTS_PER_HOUR);
          return jobs.enqueue(query, DECK_JOB, payload, actor.id);
        });
        return { msg: EXPORT_MESSAGES.pptRequested, job_id: jobId };
      },
    );

    app.post(
      '/fetch_last_ppt',
      {
        schema: { tags, ...apiContract['/fetch_last_ppt'] },
        config: { policies: [POLICIES.exportData] },
      },
      async (request) => {
        const camp = await getCampaign(database, actorOf(request), request.body.camp_id);
        const deck = await lastDeck(database.query, config.DATA_DIR, camp._id);
        return { deck: deck && { size: deck.size, created_at: deck.created_at } };
      },
    );

    app.post(
      '/download_ppt',
      { schema: { tags, ...apiContract['/download_ppt'] }, config: { policies: [POLICIES.exportData] } },
      async (request, reply) => {
        const camp = await getCampaign(database, actorOf(request), request.body.camp_id);
        const deck = await lastDeck(database.query, config.DATA_DIR, camp._id);
        if (!deck) throw new AppError(404, EXPORT_ERROR_CODES.noDeck, EXPORT_MESSAGES.noDeck);
        return reply
          .header('content-type', PPTX)
          .header('content-disposition', attachment(`${camp._id}_deck.pptx`))
          .send(createReadStream(deck.file));
      },
    );

    // The mailed link of a deck too large to attach: its signature is the permission.
    app.get(
      '/decks/:token',
      { schema: { tags, params: z.object({ token: z.string().max(200) }) }, config: { public: true } },
      async (request, reply) => {
        const campaignId = verifyDeckLink(config.APP_SECRET, request.params.token);
        if (!campaignId) throw notFound('Deck');
        const deck = await lastDeck(database.query, config.DATA_DIR, campaignId);
        if (!deck) throw notFound('Deck');
        return reply
          .header('content-type', PPTX)
          .header('content-disposition', attachment(`${campaignId}_deck.pptx`))
          .send(createReadStream(deck.file));
      },
    );
  };
}
