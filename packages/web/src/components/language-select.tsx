import { Select } from '@mantine/core';
import { LANGUAGES, type Language } from '@plano/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The top bar's 130 px select; the phone drawer shows it full width under its own test id. */
export function LanguageSelect({
  w = 130,
  size = 'xs',
  testId = 'language-select',
}: {
  w?: number | string;
  size?: 'xs' | 'sm';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      data-testid={testId}
      aria-label={t('topBar.language')}
      w={w}
      size={size}
      leftSection={<IconLanguage size={16} />}
      allowDeselect={false}
      value={currentLanguage()}
      data={LANGUAGES.map((value) => ({ value, label: NAMES[value] }))}
      onChange={(value) => {
        if (value && value !== currentLanguage()) changeLanguage(value as Language);
      }}
    />
  );
}
