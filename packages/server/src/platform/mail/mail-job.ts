import type { QueryFn } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

const KIND = 'mail';

/** Mail is sent by a durable job: a failed send is retried, and nothing is lost on a restart. */
export function registerMailJob(jobs: JobQueue, mailer: Mailer): void {
  jobs.register(KIND, async (payload) => {
    await mailer.send(payload as unknown as Mail);
    return { sentTo: (payload as unknown as Mail).to.length };
  });
}

export function queueMail(jobs: JobQueue, query: QueryFn, mail: Mail, createdBy?: string): Promise<string> {
  return jobs.enqueue(query, KIND, { ...mail }, createdBy);
}
