import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformLogin } from '../api/digital-lists.ts';

/** The platform's e-mail and password: held in the form only, sent once, never stored. */
export function PlatformLoginFields({
  value,
  onChange,
  disabled,
}: {
  value: PlatformLogin;
  onChange(next: PlatformLogin): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('exports');
  return (
    <>
      <TextInput
        type="email"
        label={t('digital.email')}
        autoComplete="off"
        required
        disabled={disabled}
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
        data-autofocus
        data-testid="platform-email"
      />
      <PasswordInput
        label={t('digital.password')}
        autoComplete="off"
        required
        disabled={disabled}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        data-testid="platform-password"
      />
    </>
  );
}
