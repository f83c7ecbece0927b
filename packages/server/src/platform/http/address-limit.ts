import { formatMessage } from '@plano/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * A limit per client address (request.ip: the connection's, or what TRUST_PROXY lets a proxy say),
 * beside a route's own `config.rateLimit`: many e-mails tried from one place hit this one (issue 23).
 * Counted per process, like the route limits. Use as the route's `preHandler`.
 */
export function addressLimit(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindowMs: number },
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}|${request.ip}`,
  });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const minutes = String(Math.max(1, Math.ceil(result.ttl / 60_000)));
    throw new AppError(429, 'rate_limited', formatMessage('tooManyAttemptsHere', { minutes }), undefined, {
      retry_after: Math.ceil(result.ttl / 1000),
    });
  };
}
