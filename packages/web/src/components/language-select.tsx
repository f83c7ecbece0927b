import { Select } from '@mantine/core';
import { LANGUAGES, type Language } from '@plano/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select
      data-testid="language-select"
      aria-label={t('topBar.language')}
      w={130}
      size="xs"
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
