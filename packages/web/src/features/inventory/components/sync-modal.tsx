import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { InventoryUploadDto } from '@plano/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { type OwnerRef, useSyncInventory } from '../api/inventory-api.ts';

/**
 * Sync: the server asks the owner's feed with the owner's registered e-mail (never one typed here,
 * issue 23); the result reads as a file's would.
 */
export function SyncModal({
  owner,
  ownerName,
  opened,
  onClose,
}: {
  owner: OwnerRef;
  ownerName: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('inventory');
  const translate = useTranslateMessage();
  const sync = useSyncInventory(owner);
  const [result, setResult] = useState<InventoryUploadDto | null>(null);
  const run = async () => {
    setResult(null);
    try {
      setResult(await sync.mutateAsync({ userName: ownerName }));
    } catch {
      // Shown from the mutation's error below.
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('sync.title')}>
      <Stack>
        <Text size="sm">{t('sync.intro', { owner: ownerName })}</Text>
        {sync.isError && <Alert color="red">{translate(sync.error.message)}</Alert>}
        {result && (
          <Alert color={result.error.length ? 'yellow' : 'green'}>
            {t('add.result', { n: result.added.length + result.updated.length, total: result.total })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={run} disabled={sync.isPending}>
            {sync.isPending ? t('sync.syncing') : t('sync.now')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
