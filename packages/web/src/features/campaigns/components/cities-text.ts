import { ALL_CITIES } from '@plano/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A campaign's cities as a line to read: the stored 'All' in the reader's words, never as 'All'. */
export function useCitiesText(): (cities: readonly string[]) => string {
  const { t } = useTranslation('campaigns');
  return useCallback(
    (cities: readonly string[]) =>
      cities.map((city) => (city === ALL_CITIES ? t('summary.allCities') : city)).join(', '),
    [t],
  );
}
