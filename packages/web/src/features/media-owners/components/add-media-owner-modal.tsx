import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AddMediaOwnerBody,
  addMediaOwnerBody,
  MEDIA_OWNER_COUNTRIES,
  type MediaOwnerDto,
} from '@plano/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect, FormSelect } from '../../../components/form-select.tsx';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useAddMediaOwner, useStateOptions } from '../api/media-owners.ts';

const EMPTY: AddMediaOwnerBody = {
  name: '',
  email: '',
  phone: '',
  password: '',
  country: MEDIA_OWNER_COUNTRIES[0],
  states: [],
};
type Field = keyof AddMediaOwnerBody;
const FIELDS = Object.keys(EMPTY) as Field[];

interface AddMediaOwnerModalProps {
  opened: boolean;
  onClose(): void;
  onAdded(owner: MediaOwnerDto): void;
}

export function AddMediaOwnerModal({ opened, onClose, onAdded }: AddMediaOwnerModalProps) {
  const { t } = useTranslation('media-owners');
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} centered size="lg">
      {opened && (
        <AddMediaOwnerForm
          onAdded={(owner) => {
            onAdded(owner);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** Add Media Owner (SPEC §5): every field required; errors under each field, cleared on edit. */
function AddMediaOwnerForm({ onAdded }: { onAdded(owner: MediaOwnerDto): void }) {
  const { t } = useTranslation('media-owners');
  const translate = useTranslateMessage();
  const add = useAddMediaOwner();
  const states = useStateOptions(true);
  const [failure, setFailure] = useState<string>();
  const form = useForm<AddMediaOwnerBody>({
    resolver: zodResolver(addMediaOwnerBody),
    defaultValues: EMPTY,
    // An error stays until its field is edited, then goes (SPEC §5), even while the value is unfinished.
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const clearOnEdit = (field: Field) => {
    if (form.formState.errors[field]) form.clearErrors(field);
  };
  const text = (field: 'name' | 'email' | 'phone') =>
    form.register(field, { onChange: () => clearOnEdit(field) });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    add.mutate(values, {
      onSuccess: onAdded,
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(error.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="add-media-owner-form">
      <Stack>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="add-media-owner-error">
            {translate(failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            data-autofocus
            error={translate(errors.name?.message)}
            {...text('name')}
            data-testid="owner-name"
          />
          <TextInput
            label={t('fields.email')}
            withAsterisk
            type="email"
            error={translate(errors.email?.message)}
            {...text('email')}
            data-testid="owner-email"
          />
          <TextInput
            label={t('fields.phone')}
            withAsterisk
            type="tel"
            error={translate(errors.phone?.message)}
            {...text('phone')}
            data-testid="owner-phone"
          />
          <PasswordInput
            label={t('fields.password')}
            withAsterisk
            description={t('fields.passwordHint')}
            error={translate(errors.password?.message)}
            {...form.register('password', { onChange: () => clearOnEdit('password') })}
            data-testid="owner-password"
          />
          <FormSelect
            control={form.control}
            name="country"
            onEdit={() => clearOnEdit('country')}
            label={t('fields.country')}
            withAsterisk
            data={MEDIA_OWNER_COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
            allowDeselect={false}
            data-testid="owner-country"
          />
        </SimpleGrid>
        <FormMultiSelect
          control={form.control}
          name="states"
          onEdit={() => clearOnEdit('states')}
          label={t('fields.states')}
          withAsterisk
          searchable
          clearable
          data={states.data ?? []}
          placeholder={t('fields.statesPlaceholder')}
          nothingFoundMessage={states.isPending ? t('loading') : t('fields.noStates')}
          data-testid="owner-states"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} data-testid="add-media-owner-submit">
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
