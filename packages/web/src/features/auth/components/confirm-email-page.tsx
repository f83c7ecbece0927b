import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/**
 * /open/confirm_email?token=… — the link of the confirmation mail (issue 23). It confirms the
 * address, or says the link is bad or expired and how to get a new one.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const signedIn = useCurrentUser() !== null;
  const confirm = useConfirmEmail(params.get('token') ?? '');
  if (confirm.isPending) return <PageLoader />;

  const ok = confirm.isSuccess;
  // 400 (a token cut short by a mail client) and 401 (forged, expired, outdated) are a bad link alike.
  const badLink = confirm.error instanceof ApiError && [400, 401].includes(confirm.error.status);
  const Icon = ok ? IconCircleCheck : IconLinkOff;
  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      maw={640}
      mx="auto"
      data-testid={ok ? 'confirm-email-done' : 'confirm-email-error'}
    >
      <Stack align="center" ta="center">
        <Icon size={40} color={ok ? 'var(--mantine-color-green-8)' : undefined} aria-hidden />
        <Title order={1} size="h3">
          {ok ? t('confirmEmail.doneTitle') : badLink ? t('confirmEmail.badTitle') : t('confirmEmail.failed')}
        </Title>
        <Text>
          {ok
            ? t('confirmEmail.doneText')
            : badLink
              ? t('confirmEmail.badText')
              : translate(confirm.error?.message)}
        </Text>
        <Anchor
          component={Link}
          to={signedIn ? '/admin/index' : '/auth/login'}
          data-testid="confirm-email-next"
        >
          {signedIn ? t('confirmEmail.toApp') : t('confirmEmail.toSignIn')}
        </Anchor>
        <LanguageSelect />
      </Stack>
    </Paper>
  );
}
