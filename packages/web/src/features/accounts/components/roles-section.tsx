import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { POLICIES, type RoleDto } from '@plano/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { usePolicyLabel } from '../../../lib/policy-labels.ts';
import { useRoles } from '../api/roles.ts';
import { RoleModal } from './role-modal.tsx';
import { usePage } from './use-page.ts';

/** The agency's roles and their policies; Add Role and Edit Role for role managers (SPEC §6). */
export function RolesSection() {
  const { t } = useTranslation('accounts');
  const policyLabel = usePolicyLabel();
  const canManage = useHasPolicy(POLICIES.roleManagement);
  const roles = useRoles(true);
  const { page, setPage, total, rows } = usePage(roles.data ?? []);
  const [editing, setEditing] = useState<RoleDto | 'new' | null>(null);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="roles-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="roles-title">
          {t('roles.title')}
        </Title>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            data-testid="add-role"
          >
            {t('roles.add')}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover data-testid="roles-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('roles.name')}</Table.Th>
              <Table.Th>{t('roles.policies')}</Table.Th>
              {canManage && <Table.Th w={80}>{t('roles.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((role) => (
              <Table.Tr key={role._id} data-testid="role-row">
                <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {role.name}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {role.policies.map((policy) => (
                      <Badge key={policy._id} variant="light" radius="sm" tt="none">
                        {policyLabel(policy.name)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <Tooltip label={t('roles.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('roles.edit')}: ${role.name}`}
                        onClick={() => setEditing(role)}
                        data-testid="edit-role"
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {roles.isSuccess && roles.data.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('roles.empty')}
        </Text>
      )}
      {total > 1 && <Pagination mt="md" value={page} onChange={setPage} total={total} />}
      <RoleModal role={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}
