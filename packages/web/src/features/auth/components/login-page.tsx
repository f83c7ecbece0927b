import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type SigninBody, signinBody } from '@plano/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useSignin } from '../api/signin.ts';
import { AuthFrame } from './auth-frame.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const signin = useSignin();
  const form = useForm<SigninBody>({
    resolver: zodResolver(signinBody),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signin.mutate(values, { onSuccess: () => navigate('/admin/index', { replace: true }) }),
  );

  return (
    <AuthFrame title={t('login.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {signin.error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="login-error">
              {translate(signin.error.message)}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            error={translate(errors.email?.message)}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            error={translate(errors.password?.message)}
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Checkbox label={t('login.remember')} {...form.register('remember')} />
          </Group>
          <Button type="submit" loading={false} disabled={signin.isPending} fullWidth>
            {signin.isPending ? t('login.signingIn') : t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/auth/register">
              {t('login.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
