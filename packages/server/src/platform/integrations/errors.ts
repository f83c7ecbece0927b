import { EXPORT_ERROR_CODES, EXPORT_MESSAGES } from '@plano/core';
import { AppError } from '../http/errors.ts';
import { IntegrationError } from './http-client.ts';

/** An integration whose address is not set: the page says so; nothing is sent (never a fake success). */
export const notConfigured = (service: string) =>
  new AppError(
    409,
    EXPORT_ERROR_CODES.notConfigured,
    EXPORT_MESSAGES.notConfigured.replace('{service}', service),
  );

/** The other side failed (after retries) or refused: the page says so; nothing is marked. */
export const syncFailed = (cause: unknown) =>
  new AppError(
    cause instanceof IntegrationError ? 502 : 422,
    EXPORT_ERROR_CODES.syncError,
    EXPORT_MESSAGES.syncError,
    undefined,
    cause instanceof IntegrationError ? { reason: cause.reason } : undefined,
  );
