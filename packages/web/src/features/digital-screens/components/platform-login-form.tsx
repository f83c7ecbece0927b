import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformLogin } from '../api/digital-lists.ts';

interface Props {
  /** What will be sent, above the fields. */
  hint: string;
  value: PlatformLogin;
  onChange(next: PlatformLogin): void;
  onSubmit(): void;
  onCancel(): void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  /** The failure of the last try, told in words. */
  error: string | null;
  /** Names the error and the send button for the tests: `{testId}-error`, `{testId}-send`. */
  testId: string;
}

/**
 * The digital-screen platform's login form (create list, inventory sync): the platform's e-mail and
 * password, held in the form only, sent once, never stored.
 */
export function PlatformLoginForm({
  hint,
  value,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  pending,
  submitDisabled,
  error,
  testId,
}: Props) {
  const { t } = useTranslation('exports');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <TextInput
          type="email"
          label={t('digital.email')}
          autoComplete="off"
          required
          disabled={pending}
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
          data-autofocus
          data-testid="platform-email"
        />
        <PasswordInput
          label={t('digital.password')}
          autoComplete="off"
          required
          disabled={pending}
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
          data-testid="platform-password"
        />
        {error && (
          <Alert color="red" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={submitDisabled} data-testid={`${testId}-send`}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
