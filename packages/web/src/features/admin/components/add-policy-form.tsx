import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type AddPolicyBody, addPolicyBody } from '@plano/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useAddPolicy } from '../api/admin-calls.ts';
import { useFlash } from './use-flash.ts';

const EMPTY: AddPolicyBody = { policy_name: '', policy_desc: '' };

/** Add Policy: a policy that agency owners may then put in their roles. */
export function AddPolicyForm() {
  const { t } = useTranslation('admin');
  const translate = useTranslateMessage();
  const add = useAddPolicy();
  const [added, flash] = useFlash();
  const [failure, setFailure] = useState<string>();
  const form = useForm<AddPolicyBody>({ resolver: zodResolver(addPolicyBody), defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    add.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        flash();
      },
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, ['policy_name', 'policy_desc']))
          setFailure(error.message);
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="add-policy-form">
      <Stack>
        {failure && <Alert color="red">{translate(failure)}</Alert>}
        <TextInput
          label={t('policy.name')}
          withAsterisk
          error={translate(form.formState.errors.policy_name?.message)}
          {...form.register('policy_name')}
          data-testid="policy-name"
        />
        <Textarea
          label={t('policy.description')}
          withAsterisk
          autosize
          minRows={2}
          error={translate(form.formState.errors.policy_desc?.message)}
          {...form.register('policy_desc')}
          data-testid="policy-desc"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={add.isPending}
            color={added ? 'green' : undefined}
            leftSection={added ? <IconCheck size={16} /> : undefined}
            data-testid="add-policy-submit"
          >
            {added ? t('policy.added') : t('policy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
