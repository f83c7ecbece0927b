import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 400's `fields` under the inputs they name ('data.name' of /update_campaign becomes 'name').
 * Returns false when the error is not about fields, so the form shows it as a whole.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const entries = Object.entries(error.fields)
    .map(([key, message]) => [key.replace(/^(data|updateObj)\./, ''), message] as const)
    .filter(([key]) => known.includes(key));
  entries.forEach(([key, message], index) => {
    setError(key as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
