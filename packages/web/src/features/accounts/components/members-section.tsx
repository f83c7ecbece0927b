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
import { type MemberDto, POLICIES } from '@plano/core';
import { IconEdit, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMembers } from '../api/members.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { DeleteMemberModal } from './delete-member-modal.tsx';
import { MemberModal } from './member-modal.tsx';
import { usePage } from './use-page.ts';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'password' | 'delete'; member: MemberDto };

/**
 * The agency's members. Member managers get Add, Edit, Change Password and Delete; with
 * `read only access` alone the list shows without them (SPEC §6). The owner's row is theirs alone.
 */
export function MembersSection() {
  const { t } = useTranslation('accounts');
  const me = useCurrentUser();
  const canManage = useHasPolicy(POLICIES.memberManagement);
  const members = useMembers(true);
  const { page, setPage, total, rows } = usePage(members.data ?? []);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="members-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="members-title">
          {t('members.title')}
        </Title>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="add-member"
          >
            {t('members.add')}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover data-testid="members-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.name')}</Table.Th>
              <Table.Th>{t('members.email')}</Table.Th>
              <Table.Th>{t('members.phone')}</Table.Th>
              <Table.Th>{t('members.role')}</Table.Th>
              <Table.Th>{t('members.businessUnits')}</Table.Th>
              {canManage && <Table.Th w={130}>{t('members.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => {
              const isMe = member._id === me?._id;
              // The server says whom the caller may change (the owner only by the owner; nobody whose
              // role holds a policy the caller could not grant); nobody deletes themselves or the owner.
              const canTouch = member.manageable;
              return (
                <Table.Tr key={member._id} data-testid="member-row" data-email={member.email}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} size="sm">
                        {member.name}
                      </Text>
                      {member.is_owner && (
                        <Badge size="xs" color="grape" variant="light">
                          {t('members.owner')}
                        </Badge>
                      )}
                      {isMe && (
                        <Badge size="xs" variant="outline">
                          {t('members.you')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{member.phone || '—'}</Table.Td>
                  <Table.Td>{member.role?.name ?? '—'}</Table.Td>
                  <Table.Td>{member.business_units.join(', ') || '—'}</Table.Td>
                  {canManage && (
                    <Table.Td>
                      {canTouch && (
                        <Group gap={2} wrap="nowrap">
                          <RowAction
                            label={t('members.edit')}
                            name={member.name}
                            testId="edit-member"
                            onClick={() => setDialog({ kind: 'edit', member })}
                          >
                            <IconEdit size={18} />
                          </RowAction>
                          <RowAction
                            label={t('members.changePassword')}
                            name={member.name}
                            testId="change-password"
                            onClick={() => setDialog({ kind: 'password', member })}
                          >
                            <IconKey size={18} />
                          </RowAction>
                          {!isMe && !member.is_owner && (
                            <RowAction
                              label={t('members.delete')}
                              name={member.name}
                              testId="delete-member"
                              color="red"
                              onClick={() => setDialog({ kind: 'delete', member })}
                            >
                              <IconTrash size={18} />
                            </RowAction>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > 1 && <Pagination mt="md" value={page} onChange={setPage} total={total} />}
      <MemberModal
        opened={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        member={dialog?.kind === 'edit' ? dialog.member : null}
        members={members.data ?? []}
        onClose={close}
      />
      <ChangePasswordModal member={dialog?.kind === 'password' ? dialog.member : null} onClose={close} />
      <DeleteMemberModal member={dialog?.kind === 'delete' ? dialog.member : null} onClose={close} />
    </Paper>
  );
}

function RowAction(props: {
  label: string;
  name: string;
  testId: string;
  color?: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={`${props.label}: ${props.name}`}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
