import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ping } from './queries.ts';

/** Whether this process still takes work; shutDown() turns it off before anything closes. */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** A database that does not answer within this long is as good as down, for a load balancer. */
const DATABASE_PING_MS = 2000;

/**
 * `/healthz`: liveness — the process answers. `/readyz`: readiness — send it traffic: the database
 * answers (it was migrated before the server listened) and the process is not draining.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.decorate('lifecycle', { draining: false });
  app.get('/healthz', { config: { public: true } }, async () => ({ ok: true }));
  app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ ready: false, reason: 'draining' });
    const answered = await withTimeout(database.query(ping()), DATABASE_PING_MS).then(
      () => true,
      () => false,
    );
    if (!answered) return reply.code(503).send({ ready: false, reason: 'database' });
    return { ready: true };
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
