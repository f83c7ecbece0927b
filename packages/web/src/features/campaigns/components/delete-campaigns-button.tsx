import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useDeleteCampaigns } from '../api/delete-campaigns.ts';

interface DeleteCampaignsButtonProps {
  campIds: string[];
  onDeleted(): void;
}

/** Delete Campaigns with the confirmation of SPEC §2; one call, all or nothing. */
export function DeleteCampaignsButton({ campIds, onDeleted }: DeleteCampaignsButtonProps) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteCampaigns();

  // mutateAsync, not mutate callbacks: the reloaded list drops the deleted rows from the selection,
  // which unmounts this button before per-call callbacks would run.
  const confirm = async () => {
    try {
      const deleted = await remove.mutateAsync(campIds);
      notifications.show({ color: 'teal', message: t('delete.done', { count: deleted }) });
      close();
      onDeleted();
    } catch (error) {
      close();
      const message = error instanceof Error ? error.message : String(error);
      notifications.show({ color: 'red', title: t('delete.failed'), message: translate(message) });
    }
  };

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        onClick={open}
        data-testid="delete-campaigns"
      >
        {t('delete.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={
          <Text fw={700} size="lg">
            {t('delete.title')}
          </Text>
        }
        centered
        size="md"
      >
        <Stack>
          <Text data-testid="delete-confirm-text">{t('delete.confirm')}</Text>
          <Text size="sm" c="dimmed">
            {t('delete.count', { count: campIds.length })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-testid="delete-no">
              {t('common:actions.no')}
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending} data-testid="delete-yes">
              {t('common:actions.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
