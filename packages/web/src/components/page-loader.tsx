import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What shows while a screen or a part of one (a lazily loaded map, a grid) is on its way. It says so to
 * assistive technology, and `aria-busy` tells anyone waiting for the screen to settle that it has not.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h={240} role="status" aria-busy="true" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
