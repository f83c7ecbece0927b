import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AddPlanoUserBody, addPlanoUserBody } from '@plano/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useAddPlanoUser } from '../api/admin-calls.ts';
import { useFlash } from './use-flash.ts';

const EMPTY: AddPlanoUserBody = {
  name: '',
  email: '',
  company: '',
  phone: '',
  password: '',
  country: 'Chile',
};
const FIELDS = Object.keys(EMPTY) as (keyof AddPlanoUserBody)[];

/** Add Plano User: a new agency account, owned by the user created with it. */
export function AddPlanoUserForm() {
  const { t } = useTranslation('admin');
  const translate = useTranslateMessage();
  const add = useAddPlanoUser();
  const [added, flash] = useFlash();
  const [failure, setFailure] = useState<string>();
  const form = useForm<AddPlanoUserBody>({ resolver: zodResolver(addPlanoUserBody), defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    add.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        flash();
      },
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(error.message);
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="add-user-form">
      <Stack>
        {failure && <Alert color="red">{translate(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) =>
            field === 'password' ? (
              <PasswordInput
                key={field}
                label={t(`user.${field}`)}
                withAsterisk
                error={translate(form.formState.errors[field]?.message)}
                {...form.register(field)}
                data-testid={`new-user-${field}`}
              />
            ) : (
              <TextInput
                key={field}
                label={t(`user.${field}`)}
                withAsterisk
                error={translate(form.formState.errors[field]?.message)}
                {...form.register(field)}
                data-testid={`new-user-${field}`}
              />
            ),
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={add.isPending}
            color={added ? 'green' : undefined}
            leftSection={added ? <IconCheck size={16} /> : undefined}
            data-testid="add-user-submit"
          >
            {added ? t('user.added') : t('user.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
