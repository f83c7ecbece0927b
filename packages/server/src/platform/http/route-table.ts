import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One route as it was declared: enough to test it without anyone listing it by hand. */
export interface RouteEntry {
  method: string;
  url: string;
  body?: ZodType;
  /** The answers' schemas by status, as declared (a file download declares none). */
  response?: unknown;
  public: boolean;
  policies: readonly string[];
  /** Mails or invites someone: refused until the caller's e-mail is confirmed. */
  confirmedEmail: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as routes are declared (onRoute). */
    routeTable: RouteEntry[];
  }
}

/** Must run before any route is registered: later routes are seen through the onRoute hook. */
export function collectRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        body: (route.schema as { body?: ZodType } | undefined)?.body,
        response: route.schema?.response,
        public: route.config?.public === true,
        policies: route.config?.policies ?? [],
        confirmedEmail: route.config?.confirmedEmail === true,
      });
    }
  });
}
