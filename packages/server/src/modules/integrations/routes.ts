import { integrationsDto } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/**
 * Which outside systems are set up: the web shows the Go Live link and the hand-off buttons'
 * "not configured" state from this. Addresses only; the audit tool's token never leaves the server.
 */
export function integrationRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_integrations',
      {
        schema: {
          tags: ['integrations'],
          body: z.object({}).strict().optional(),
          response: { 200: integrationsDto },
        },
      },
      async () => ({
        audit_tool_url: config.AUDIT_TOOL_URL && config.AUDIT_TOOL_TOKEN ? config.AUDIT_TOOL_URL : null,
        digital_platform_url: config.DIGITAL_PLATFORM_URL ?? null,
      }),
    );
  };
}
