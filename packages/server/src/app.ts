import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_BODY_BYTES } from '@plano/core';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { approvalRoutes } from './modules/approvals/routes.ts';
import { registerOptimizeJob } from './modules/audience/optimize-job.ts';
import { audienceRoutes } from './modules/audience/routes.ts';
import { auditToolRoutes } from './modules/audit-tool/routes.ts';
import { registerAuthGuard } from './modules/auth/auth-guard.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { chatAuthenticator, chatConnectionHandler } from './modules/chat/socket.ts';
import { digitalScreenRoutes } from './modules/digital-screens/routes.ts';
import { registerDeckJob } from './modules/exports/deck-job.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { createSiteImageStore } from './modules/inventory/images/site-image-store.ts';
import { registerImportJob } from './modules/inventory/import/import-job.ts';
import { inventoryRoutes, siteImageRoutes } from './modules/inventory/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { mediaOwnerRoutes } from './modules/media-owners/routes.ts';
import { planningRoutes } from './modules/planning/routes.ts';
import { zoneRoutes } from './modules/zones/routes.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandling } from './platform/http/errors.ts';
import { registerHealthRoutes } from './platform/http/health.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { loggerOptions } from './platform/http/log-redaction.ts';
import { collectRouteTable } from './platform/http/route-table.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/http/static-web.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { registerMailJob } from './platform/mail/mail-job.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { attachRealtime, type Realtime } from './platform/realtime/realtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue; main.ts starts its worker, tests run it by hand. */
    jobs: JobQueue;
  }
}

export type { Config } from './config.ts';
export type { Database } from './db/client.ts';

/**
 * Builds the whole app (API, docs, web) without listening, so tests can inject requests (and read
 * the log from `logStream`).
 */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // No credential in any line: URLs' tokens and signatures, Authorization and Cookie (issue 23).
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: MAX_BODY_BYTES,
    // A hop count trusts that many proxies in front of us (proxy-addr's meaning of a number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  collectRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  const tokens = createTokenService(config.APP_SECRET);
  const jobs = new JobQueue(database, {
    retentionDays: config.JOB_RETENTION_DAYS,
    onError: (kind, error) => app.log.warn({ err: error, kind }, 'job failed'),
  });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM });
  registerMailJob(jobs, mailer);
  app.decorate('jobs', jobs);
  const chatDeps = { database, tokens, realtime: () => realtime };
  const realtime: Realtime = await attachRealtime(app, {
    redisUrl: config.REDIS_URL,
    authenticate: chatAuthenticator(chatDeps),
    onConnection: chatConnectionHandler(chatDeps),
  });
  const images = createSiteImageStore(config, (failure) =>
    app.log.warn(failure, 'image storage call failed'),
  );
  const context: AppContext = { config, database, tokens, jobs, realtime, images };
  registerDeckJob(context);
  registerImportJob(context);
  registerOptimizeJob(context);

  registerSecurityHeaders(app, {
    mapStyleUrl: config.MAP_STYLE_URL,
    imageOrigin: await images.browserOrigin(),
  });
  await registerCompression(app);
  // The API described to anyone who asks: only with API_DOCS (default: embedded database only), else 404.
  if (config.API_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Plano API',
          version: '1.0.0',
          description: 'Every call is POST /api/<path> (SPEC §7).',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  registerAuthGuard(app, database, tokens);

  await app.register(
    async (api) => {
      await api.register(
        authRoutes({
          ...context,
          tokenTtlHours: config.TOKEN_TTL_HOURS,
          signinRateLimit: config.SIGNIN_RATE_LIMIT,
        }),
      );
      await api.register(adminRoutes(database));
      await api.register(jobRoutes(database));
      await api.register(accountRoutes(database));
      await api.register(geoRoutes(database));
      await api.register(campaignRoutes(database));
      await api.register(planningRoutes(database, images));
      await api.register(audienceRoutes(context));
      await api.register(bookingRoutes(context));
      await api.register(approvalRoutes(context));
      await api.register(chatRoutes(context));
      await api.register(alertRoutes(database));
      await api.register(zoneRoutes(config.GEODATA_DIR));
      await api.register(mediaOwnerRoutes(database));
      await api.register(exportRoutes(context));
      await api.register(auditToolRoutes(context));
      await api.register(digitalScreenRoutes(context));
      await api.register(integrationRoutes(config));
      await api.register(inventoryRoutes(context));
    },
    { prefix: '/api' },
  );
  await app.register(mapRoutes(config));
  await app.register(siteImageRoutes(config));
  registerHealthRoutes(app, database);
  await registerWebApp(app, config.webDist);
  return app;
}
