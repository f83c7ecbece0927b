import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type AddRoleBody, addRoleBody, type RoleDto } from '@plano/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect } from '../../../components/form-select.tsx';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { usePolicyLabel } from '../../../lib/policy-labels.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { type GrantablePolicy, useAddRole, useEditRole, usePolicies } from '../api/roles.ts';

interface RoleModalProps {
  /** The role to edit, 'new' to add one, null when closed. */
  role: RoleDto | 'new' | null;
  onClose(): void;
}

export function RoleModal({ role, onClose }: RoleModalProps) {
  const { t } = useTranslation('accounts');
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      title={role === 'new' ? t('roles.addTitle') : t('roles.editTitle')}
      centered
      size="lg"
    >
      {role !== null && <RoleForm role={role === 'new' ? null : role} onDone={onClose} />}
    </Modal>
  );
}

function RoleForm({ role, onDone }: { role: RoleDto | null; onDone(): void }) {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const policyLabel = usePolicyLabel();
  const policies = usePolicies(true);
  const add = useAddRole();
  const edit = useEditRole();
  const [failure, setFailure] = useState<string>();
  const form = useForm<AddRoleBody>({
    resolver: zodResolver(addRoleBody),
    defaultValues: { role_name: role?.name ?? '', policies: role?.policies.map((p) => p._id) ?? [] },
  });
  const pending = add.isPending || edit.isPending;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => {
        if (!applyServerErrors(error, form.setError, ['role_name', 'policies'])) setFailure(error.message);
      },
    };
    if (role) {
      // SPEC §5: Edit Role sends only what changed.
      const samePolicies =
        values.policies.length === role.policies.length &&
        role.policies.every((p) => values.policies.includes(p._id));
      edit.mutate(
        {
          roleId: role._id,
          updateObj: {
            ...(values.role_name !== role.name && { name: values.role_name }),
            ...(!samePolicies && { policies: values.policies }),
          },
        },
        handlers,
      );
    } else {
      add.mutate(values, handlers);
    }
  });

  // A policy the user may not grant stays visible but cannot be picked (listed last, in its own
  // group: the platform administrator also sees the platform's policies, which nobody grants through
  // a role); one the role already holds stays on.
  const option = (p: GrantablePolicy) => ({
    value: p._id,
    label: policyLabel(p.name),
    disabled: !p.grantable,
  });
  const grantable = (policies.data ?? []).filter((p) => p.grantable).map(option);
  const others = (policies.data ?? []).filter((p) => !p.grantable).map(option);
  const options =
    others.length === 0
      ? grantable
      : [
          ...(grantable.length > 0 ? [{ group: t('roles.grantable'), items: grantable }] : []),
          { group: t('roles.notGrantable'), items: others },
        ];

  return (
    <form onSubmit={onSubmit} noValidate data-testid="role-form">
      <Stack>
        {failure && <Alert color="red">{translate(failure)}</Alert>}
        <TextInput
          label={t('roles.name')}
          withAsterisk
          data-autofocus
          error={translate(form.formState.errors.role_name?.message)}
          {...form.register('role_name')}
          data-testid="role-name"
        />
        <FormMultiSelect
          control={form.control}
          name="policies"
          label={t('roles.policies')}
          description={t('roles.policiesHint')}
          withAsterisk
          searchable
          data={options}
          // Every policy in view at once: a list that scrolls inside is a region the keyboard
          // cannot reach (axe scrollable-region-focusable); fifteen policies fit in 900 px.
          maxDropdownHeight={620}
          withScrollArea={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="role-policies"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="role-submit">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
