import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { SiteImageStore } from './modules/inventory/images/site-image-store.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { Realtime } from './platform/realtime/realtime.ts';

/**
 * What the server's routes and jobs are given: declared apart from app.ts (which builds it and imports
 * every module's routes), so that a module needing it does not import the whole app back (issue 26).
 */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  jobs: JobQueue;
  /** Socket.IO: chat and alerts, across processes with REDIS_URL. */
  realtime: Realtime;
  /** Site images: local disk by default, an S3 bucket when S3_* is set. */
  images: SiteImageStore;
}
