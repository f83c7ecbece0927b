import { z } from 'zod';
import type { QueryFn } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

const KIND = 'mail';

/** A mail as queued: addresses are checked where they are typed, so here only their presence. */
export const mailPayload = z.object({
  to: z.array(z.string().min(1)).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z
    .array(
      z.object({ filename: z.string().min(1), path: z.string().min(1), contentType: z.string().optional() }),
    )
    .optional(),
}) satisfies z.ZodType<Mail>;

/** Mail is sent by a durable job: a failed send is retried, and nothing is lost on a restart. */
export function registerMailJob(jobs: JobQueue, mailer: Mailer): void {
  jobs.register(
    KIND,
    async (mail) => {
      await mailer.send(mail);
      return { sentTo: mail.to.length };
    },
    { schema: mailPayload },
  );
}

export function queueMail(jobs: JobQueue, query: QueryFn, mail: Mail, createdBy?: string): Promise<string> {
  return jobs.enqueue(query, KIND, mail, createdBy);
}
