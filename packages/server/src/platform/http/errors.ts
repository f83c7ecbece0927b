import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service throws on purpose: its status, code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Keys sent beside `error`, e.g. {totalBudget, newBudgetUsed} of an exceeded budget. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'conflict', message);

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad_request', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'Request body is not valid JSON',
  },
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/**
 * The bad fields an answer names, at most: a list of 20,000 ids (a large plan's) sent as strings
 * answered 1.2 MB naming each one. The first ones say what is wrong; a form has far fewer fields.
 */
const FIELDS_NAMED = 50;

/** One error shape for every failure: {error: {code, message, fields?}}; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // A limit says when it frees up: in the message, and as Retry-After for programs.
      const retryAfter = error.extra?.retry_after;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, error: { code: error.code, message: error.message, fields: error.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      let named = 0;
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        if (name in fields) continue;
        if (named === FIELDS_NAMED) break;
        fields[name] = issue.message ?? 'Invalid value';
        named += 1;
      }
      const message = [...new Set(Object.values(fields))].join('; ');
      return reply.status(400).send({ error: { code: 'bad_request', message, fields } });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known)
      return reply.status(known.status).send({ error: { code: known.code, message: known.message } });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply
        .status(400)
        .send({ error: { code: 'bad_request', message: 'Request body is not valid JSON' } });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'rate_limited', message: 'Too many attempts, try again in a minute' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: 'bad_request', message: error.message } });
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The client left before the answer ended (a closed tab, a cancelled download): nothing of
      // ours failed, and nobody is there to read a 500.
      request.log.info('the client closed the connection before the answer ended');
      reply.hijack();
      reply.raw.destroy();
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side' } });
  });
}
