import { EXPORT_ERROR_CODES } from '@plano/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from './api-client.ts';
import { useTranslateMessage } from './messages.ts';
import { readToken } from './token.ts';

/** Which outside systems the server has set up (addresses only); asked once per session. */
export function useIntegrations() {
  return useQuery({
    queryKey: ['integrations'],
    queryFn: ({ signal }) => callApi('/fetch_integrations', {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: readToken() !== null,
  });
}

/**
 * The hand-off calls answer with codes (not configured, past end date, Error In Sync…): shown from
 * the `exports` catalog in the reader's language; any other message as the server words it.
 */
export function useHandOffError(): (error: Error) => string {
  const { t } = useTranslation('exports');
  const translate = useTranslateMessage();
  return (error) => {
    if (error instanceof ApiError && (Object.values(EXPORT_ERROR_CODES) as string[]).includes(error.code))
      return t(`errors.${error.code}`);
    return translate(error.message) ?? error.message;
  };
}
