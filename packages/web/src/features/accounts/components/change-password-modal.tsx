import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type MemberDto, type PasswordPair, passwordPairSchema } from '@plano/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useChangePassword } from '../api/members.ts';

export function ChangePasswordModal({ member, onClose }: { member: MemberDto | null; onClose(): void }) {
  const { t } = useTranslation('accounts');
  return (
    <Modal opened={member !== null} onClose={onClose} title={t('password.title')} centered>
      {member && <PasswordForm member={member} onDone={onClose} />}
    </Modal>
  );
}

function PasswordForm({ member, onDone }: { member: MemberDto; onDone(): void }) {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PasswordPair>({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { new_pass: '', confirm_pass: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    change.mutate(
      { memberId: member._id, ...values },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!applyServerErrors(error, form.setError, ['new_pass', 'confirm_pass']))
            setFailure(error.message);
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="password-form">
      <Stack>
        <Text size="sm">{t('password.text', { name: member.name })}</Text>
        {failure && <Alert color="red">{translate(failure)}</Alert>}
        <PasswordInput
          label={t('password.new')}
          withAsterisk
          data-autofocus
          error={translate(form.formState.errors.new_pass?.message)}
          {...form.register('new_pass')}
          data-testid="new-password"
        />
        <PasswordInput
          label={t('password.confirm')}
          withAsterisk
          error={translate(form.formState.errors.confirm_pass?.message)}
          {...form.register('confirm_pass')}
          data-testid="confirm-password"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} data-testid="password-submit">
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
