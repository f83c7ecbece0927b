import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiBody, FilePath } from '@plano/core';
import { IconDownload, IconFileUpload, IconPhoto, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download.ts';
import type { OwnerRef } from '../api/inventory-api.ts';
import { AddInventoryModal } from './add-inventory-modal.tsx';
import { SiteImagesModal } from './site-images-modal.tsx';
import { SyncModal } from './sync-modal.tsx';

/**
 * The page's buttons, a component of their own so other features' actions (the digital-screen
 * sync) can join them without touching the grid.
 */
export function InventoryToolbar({ owner, ownerName }: { owner: OwnerRef; ownerName: string }) {
  const { t } = useTranslation('inventory');
  const [open, setOpen] = useState<'add' | 'images' | 'sync' | null>(null);
  const download = <P extends FilePath>(path: P, body: ApiBody<P>, name: string) =>
    downloadFile(path, body, name).catch(() =>
      notifications.show({ color: 'red', message: t('downloadFailed') }),
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            {t('toolbar.template')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              download('/download_inventory_template', { format: 'csv' }, 'Add Inventory Template.csv')
            }
          >
            {t('toolbar.templateCsv')}
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              download('/download_inventory_template', { format: 'xlsx' }, 'Download Template.xlsx')
            }
          >
            {t('toolbar.templateXlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() =>
          download('/download_media_owner_inventory', { vendor_id: owner.vendorId }, 'Inventory.xlsx')
        }
      >
        {t('toolbar.download')}
      </Button>
      <Button leftSection={<IconFileUpload size={16} />} onClick={() => setOpen('add')}>
        {t('toolbar.add')}
      </Button>
      <Button variant="light" leftSection={<IconPhoto size={16} />} onClick={() => setOpen('images')}>
        {t('toolbar.images')}
      </Button>
      <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setOpen('sync')}>
        {t('toolbar.sync')}
      </Button>
      <AddInventoryModal owner={owner} opened={open === 'add'} onClose={() => setOpen(null)} />
      <SiteImagesModal owner={owner} opened={open === 'images'} onClose={() => setOpen(null)} />
      <SyncModal owner={owner} ownerName={ownerName} opened={open === 'sync'} onClose={() => setOpen(null)} />
    </Group>
  );
}
