import { Alert, Button, Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { type UpdateUserDetailsBody, type UserDto, updateUserDetailsBody } from '@plano/core';
import { IconCheck, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useUpdateUserDetails } from '../api/update-user-details.ts';

const FIELDS = ['name', 'email', 'company', 'phone'] as const;
type AccountForm = Record<(typeof FIELDS)[number], string>;

const valuesOf = (user: UserDto): AccountForm => ({
  name: user.name,
  email: user.email,
  company: user.company,
  phone: user.phone,
});

/** The account in view mode; Edit turns it into a form, Save checks the changed fields and sends them. */
export function AccountSection({ user }: { user: UserDto }) {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const update = useUpdateUserDetails();
  const form = useForm<AccountForm>({ values: valuesOf(user) });

  const onSave = form.handleSubmit((values) => {
    setFailure(undefined);
    // SPEC §5: only the changed fields are checked and sent.
    const original = valuesOf(user);
    const changed = Object.fromEntries(
      FIELDS.filter((f) => values[f] !== original[f]).map((f) => [f, values[f]]),
    );
    const parsed = updateUserDetailsBody.safeParse(changed);
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, index) => {
        form.setError(
          issue.path[0] as keyof AccountForm,
          { message: issue.message },
          { shouldFocus: index === 0 },
        );
      });
      return;
    }
    if (Object.keys(parsed.data).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(parsed.data as UpdateUserDetailsBody, {
      onSuccess: () => {
        setEditing(false);
        setSaved(true);
      },
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(error.message);
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-title">
      <form onSubmit={onSave} noValidate data-testid="account-form">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4" id="account-title">
            {t('account.title')}
          </Title>
          {editing ? (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  form.reset(valuesOf(user));
                  setEditing(false);
                }}
              >
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconCheck size={16} />}
                loading={update.isPending}
                data-testid="account-save"
              >
                {t('common:actions.save')}
              </Button>
            </Group>
          ) : (
            <Button
              variant="light"
              leftSection={<IconEdit size={16} />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              data-testid="account-edit"
            >
              {t('account.edit')}
            </Button>
          )}
        </Group>
        {saved && !editing && (
          <Alert
            color="green"
            mb="md"
            withCloseButton
            closeButtonLabel={t('common:actions.close')}
            onClose={() => setSaved(false)}
            data-testid="account-saved"
          >
            {t('account.saved')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" mb="md">
            {translate(failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) =>
            editing ? (
              <TextInput
                key={field}
                label={t(`account.${field}`)}
                withAsterisk
                error={translate(form.formState.errors[field]?.message)}
                {...form.register(field)}
                data-testid={`account-${field}`}
              />
            ) : (
              <div key={field}>
                <Text size="sm" c="dimmed">
                  {t(`account.${field}`)}
                </Text>
                <Text fw={500} data-testid={`account-view-${field}`}>
                  {user[field] || '—'}
                </Text>
              </div>
            ),
          )}
        </SimpleGrid>
      </form>
    </Paper>
  );
}
