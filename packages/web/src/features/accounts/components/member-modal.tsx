import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AddMemberBody,
  addMemberBody,
  BUSINESS_UNITS,
  editMemberSchema,
  type MemberDto,
} from '@plano/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect, FormSelect } from '../../../components/form-select.tsx';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useAddMember, useUpdateMember } from '../api/members.ts';
import { useRoles } from '../api/roles.ts';

const FIELDS = ['name', 'email', 'phone', 'password', 'role', 'business_units', 'shared_users'];

interface MemberModalProps {
  opened: boolean;
  /** The member to edit; null adds one. */
  member: MemberDto | null;
  members: MemberDto[];
  onClose(): void;
}

export function MemberModal({ opened, member, members, onClose }: MemberModalProps) {
  const { t } = useTranslation('accounts');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={member ? t('members.editTitle') : t('members.addTitle')}
      centered
      size="lg"
    >
      {opened && <MemberForm member={member} members={members} onDone={onClose} />}
    </Modal>
  );
}

function MemberForm({
  member,
  members,
  onDone,
}: Omit<MemberModalProps, 'opened' | 'onClose'> & { onDone(): void }) {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const roles = useRoles(true);
  const add = useAddMember();
  const update = useUpdateMember();
  const [failure, setFailure] = useState<string>();
  const form = useForm<AddMemberBody>({
    // The same schemas the server checks; editing leaves the password out.
    resolver: zodResolver(member ? (editMemberSchema as typeof addMemberBody) : addMemberBody),
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      password: '',
      role: member?.role?._id ?? '',
      business_units: (member?.business_units ?? []) as AddMemberBody['business_units'],
      shared_users: member?.shared_users ?? [],
    },
  });
  const errors = form.formState.errors;
  const pending = add.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => {
        if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(error.message);
      },
    };
    if (member) {
      const { password: _unused, ...updateObj } = values;
      update.mutate({ memberId: member._id, updateObj }, handlers);
    } else {
      add.mutate(values, handlers);
    }
  });

  const others = members.filter((m) => m._id !== member?._id).map((m) => ({ value: m._id, label: m.name }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="member-form">
      <Stack>
        {failure && <Alert color="red">{translate(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('members.name')}
            withAsterisk
            data-autofocus
            error={translate(errors.name?.message)}
            {...form.register('name')}
            data-testid="member-name"
          />
          <TextInput
            label={t('members.email')}
            withAsterisk
            type="email"
            error={translate(errors.email?.message)}
            {...form.register('email')}
            data-testid="member-email"
          />
          <TextInput
            label={t('members.phone')}
            withAsterisk
            error={translate(errors.phone?.message)}
            {...form.register('phone')}
            data-testid="member-phone"
          />
          {!member && (
            <PasswordInput
              label={t('members.password')}
              withAsterisk
              error={translate(errors.password?.message)}
              {...form.register('password')}
              data-testid="member-password"
            />
          )}
          <FormSelect
            control={form.control}
            name="role"
            label={t('members.role')}
            withAsterisk
            data={(roles.data ?? []).map((r) => ({ value: r._id, label: r.name }))}
            data-testid="member-role"
          />
        </SimpleGrid>
        <FormMultiSelect
          control={form.control}
          name="business_units"
          label={t('members.businessUnits')}
          withAsterisk
          data={[...BUSINESS_UNITS]}
          data-testid="member-units"
        />
        <FormMultiSelect
          control={form.control}
          name="shared_users"
          label={t('members.sharedUsers')}
          description={t('members.sharedUsersHint')}
          searchable
          data={others}
          data-testid="member-shared"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="member-submit">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
