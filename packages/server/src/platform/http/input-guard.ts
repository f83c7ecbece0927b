import { forbiddenTextPath, formatMessage } from '@plano/core';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Deeper than any call's schema goes; a body nested further is an attack, not a request. */
const MAX_BODY_DEPTH = 32;

/**
 * Every field of every call, present and future, refuses control characters and lone surrogates
 * before its schema runs — core's text builders say the same for forms; this is the backstop for a
 * field someone declares with a bare string schema. It also refuses absurdly deep nesting.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Before the schema: a schema walks the body recursively, so depth is checked first.
  app.addHook('preValidation', async (request) => {
    if (forbiddenTextPath(request.body, MAX_BODY_DEPTH) === 'too_deep') {
      throw badRequest('Request body is nested too deeply');
    }
  });
  // After the schema: core's builders have named the field in words; this catches the rest.
  app.addHook('preHandler', async (request) => {
    for (const part of [request.body, request.query]) {
      const path = forbiddenTextPath(part, MAX_BODY_DEPTH);
      if (path && path !== 'too_deep') {
        const message = formatMessage('forbiddenCharacters', { field: path });
        throw badRequest(message, { [path]: message });
      }
    }
  });
}
