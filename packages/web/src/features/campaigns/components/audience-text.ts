import { describeAudience, type TargetAudience } from '@plano/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "Women · 25–44 years · ABC1" in the reader's language (the header, the figures' caption). */
export function useAudienceText(): (audience: TargetAudience) => string {
  const { t } = useTranslation('campaigns');
  return useCallback(
    (audience: TargetAudience) =>
      describeAudience(audience, {
        sex: {
          all: t('audience.summarySexes.all'),
          male: t('audience.summarySexes.male'),
          female: t('audience.summarySexes.female'),
        },
        ages: (ages) => t('audience.years', { ages }),
        allClasses: t('audience.allClassesShort'),
      }),
    [t],
  );
}
