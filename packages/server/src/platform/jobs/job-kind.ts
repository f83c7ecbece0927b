import { z } from 'zod';

/** The running job, for handlers that name what they make after it or count their tries. */
export interface JobInfo {
  id: string;
  kind: string;
  attempts: number;
}

export type JobHandler<S extends z.ZodType> = (payload: z.output<S>, job: JobInfo) => Promise<unknown>;

export interface JobKindOptions<S extends z.ZodType> {
  /**
   * The payload's shape. Checked when the job is queued, so a caller's bug throws inside the caller's
   * transaction, and again when it runs, so a payload an older release queued fails clearly.
   */
  schema: S;
  /** Tries before the job is marked failed; the queue's own setting when absent. */
  maxAttempts?: number;
  /** Called once when the last try failed, so a failure is reported and never silent. */
  onFailed?: (payload: z.output<S>, error: unknown, job: JobInfo) => Promise<void>;
}

/** A kind as the queue keeps it: its types are erased, the schema stands guard at both ends. */
export interface JobKind {
  schema: z.ZodType;
  handler: JobHandler<z.ZodType>;
  maxAttempts?: number;
  onFailed?: (payload: unknown, error: unknown, job: JobInfo) => Promise<void>;
}

/** A payload its kind's schema refuses; the message names each bad field. */
export class JobPayloadError extends Error {
  constructor(kind: string, error: z.ZodError) {
    super(`The payload of a "${kind}" job is not valid: ${z.prettifyError(error).replace(/\n\s*/g, ' ')}`);
    this.name = 'JobPayloadError';
  }
}

/** The payload parsed by its kind's schema, or the error that says why it does not parse. */
export function parsePayload(kind: string, entry: JobKind, payload: unknown): unknown {
  const parsed = entry.schema.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(kind, parsed.error);
  return parsed.data;
}
