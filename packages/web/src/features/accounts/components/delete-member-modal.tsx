import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MemberDto } from '@plano/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useDeleteMember } from '../api/members.ts';

/** Deleting asks first, and says where the member's campaigns go (SPEC §4). */
export function DeleteMemberModal({ member, onClose }: { member: MemberDto | null; onClose(): void }) {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const remove = useDeleteMember();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={member !== null} onClose={close} title={t('delete.title')} centered>
      {member && (
        <Stack>
          <Text>{t('delete.text', { name: member.name })}</Text>
          <Text size="sm" c="dimmed">
            {t('delete.campaigns')}
          </Text>
          {remove.error && <Alert color="red">{translate(remove.error.message)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('common:actions.no')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(member, { onSuccess: close })}
              data-testid="confirm-delete-member"
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
