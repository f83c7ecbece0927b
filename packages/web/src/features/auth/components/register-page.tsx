import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type RegisterBody, registerBody } from '@plano/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useRegister } from '../api/register.ts';
import { AuthFrame } from './auth-frame.tsx';

const FIELDS = ['name', 'company', 'email', 'password'] as const;

/**
 * Creates an agency account whose first user owns it, and signs in; the account confirms its
 * e-mail by the link it is mailed. An address that has an account already is told by mail, and the
 * page says to look there (the server answers both alike, issue 23).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const register = useRegister();
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { name: '', company: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: ({ signedIn }) => {
        if (signedIn) navigate('/admin/index', { replace: true });
        else setMailedTo(values.email);
      },
      onError: (error) => {
        // The server's per-field messages go under their fields.
        if (!(error instanceof ApiError)) return;
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      },
    }),
  );
  const serverError = register.error instanceof ApiError && Object.keys(register.error.fields).length === 0;

  return (
    <AuthFrame title={t('register.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {mailedTo && (
            <Alert color="blue" icon={<IconMail size={18} />} data-testid="register-check-mail">
              {t('register.checkMail', { email: mailedTo })}
            </Alert>
          )}
          {register.error && serverError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="register-error">
              {translate(register.error.message)}
            </Alert>
          )}
          <TextInput
            label={t('fields.name')}
            autoComplete="name"
            error={translate(errors.name?.message)}
            {...form.register('name')}
          />
          <TextInput
            label={t('fields.company')}
            autoComplete="organization"
            error={translate(errors.company?.message)}
            {...form.register('company')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={translate(errors.email?.message)}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="new-password"
            description={t('register.passwordHint')}
            error={translate(errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" disabled={register.isPending} fullWidth>
            {register.isPending ? t('register.creating') : t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/auth/login">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
