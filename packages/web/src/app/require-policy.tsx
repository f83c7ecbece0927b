import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPolicy } from '../lib/permissions.ts';

/** A route that needs a policy (SPEC §2); the server refuses its calls anyway, this explains why. */
export function RequirePolicy({ policies, children }: { policies: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useHasPolicy(...policies);
  if (!allowed) {
    return (
      <Alert color="red" title={t('errors.forbiddenTitle')} data-testid="forbidden">
        {t('errors.forbiddenText')}
      </Alert>
    );
  }
  return children;
}
