import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * A clean stop (SIGTERM): `/readyz` answers 503 at once, so a load balancer sends no more; the job
 * worker takes nothing new and the server no new connections; in-flight requests and running jobs
 * get until `timeoutMs` to finish, then open connections are cut. The database closes last.
 * Answers whether everything finished in time.
 */
export async function shutDown(
  app: FastifyInstance,
  database: Database,
  options: { timeoutMs: number },
): Promise<boolean> {
  app.lifecycle.draining = true;
  const finished = Promise.all([app.jobs.stop(), app.close()]).then(() => true);
  const deadline = new AbortController();
  const inTime = await Promise.race([
    finished,
    delay(options.timeoutMs, false, { signal: deadline.signal }).catch(() => false),
  ]);
  deadline.abort();
  if (!inTime) {
    app.log.warn({ timeoutMs: options.timeoutMs }, 'shutdown deadline passed: closing open connections');
    app.server.closeAllConnections();
  }
  await database.close();
  return inTime;
}
