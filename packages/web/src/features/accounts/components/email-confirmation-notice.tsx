import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { UserDto } from '@plano/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * For a self-registered account whose e-mail is not confirmed yet (issue 23): what waits for it,
 * and a new link on request. Nothing for anyone else.
 */
export function EmailConfirmationNotice({ user }: { user: UserDto }) {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const resend = useResendConfirmation();
  if (user.email_confirmed !== false) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconMailExclamation size={18} />}
      title={t('confirmEmail.title')}
      data-testid="email-confirmation-notice"
    >
      <Stack gap="xs">
        <Text size="sm">{t('confirmEmail.text', { email: user.email })}</Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="white"
            color="dark"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
            data-testid="resend-confirmation"
          >
            {t('confirmEmail.resend')}
          </Button>
          {resend.isSuccess && (
            <Text size="sm" role="status" data-testid="resend-confirmation-done">
              {t('confirmEmail.sent')}
            </Text>
          )}
          {resend.error && (
            <Text size="sm" c="red.9" role="alert">
              {translate(resend.error.message)}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
