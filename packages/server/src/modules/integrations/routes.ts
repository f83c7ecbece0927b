import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        schema: { tags: ['integrations'], ...apiContract['/fetch_integrations'] },
      },
      async () => ({
        audit_tool_url: config.AUDIT_TOOL_URL && config.AUDIT_TOOL_TOKEN ? config.AUDIT_TOOL_URL : null,
        digital_platform_url: config.DIGITAL_PLATFORM_URL ?? null,
      }),
    );
  };
}
