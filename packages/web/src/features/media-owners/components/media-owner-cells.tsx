import { ActionIcon, Anchor, Group, ThemeIcon, Tooltip } from '@mantine/core';
import type { MediaOwnerDto } from '@plano/core';
import { IconCheck, IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vendorInventoryPath } from '../vendor-inventory-path.ts';

type Cell = CustomCellRendererProps<MediaOwnerDto>;

/** Inventory uploaded: a check when 'yes' (SPEC §2), nothing otherwise. */
export function UploadedCell({ data }: Cell) {
  const { t } = useTranslation('media-owners');
  if (data?.inv_uploaded !== 'yes') return null;
  return (
    <ThemeIcon size="sm" radius="xl" color="teal" variant="light" aria-label={t('cells.uploaded')} role="img">
      <IconCheck size={14} />
    </ThemeIcon>
  );
}

/**
 * The link to the owner's inventory: /admin/vendor_inventory/{vendorId}/{name}. The inventory calls
 * take the owner's (vendor's) id, so the link names the owner, not one of its login users.
 */
export function InventoryLinkCell({ data }: Cell) {
  const { t } = useTranslation('media-owners');
  if (!data) return null;
  return (
    <Anchor
      component={Link}
      to={vendorInventoryPath(data)}
      size="sm"
      aria-label={t('cells.inventoryOf', { name: data.name })}
      data-testid="owner-inventory-link"
    >
      <Group gap={4} wrap="nowrap">
        {t('cells.inventory')}
        <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

/** Edit phone and Edit email of a row. */
export function EditCell({
  data,
  onEdit,
}: Cell & { onEdit(owner: MediaOwnerDto, field: 'phone' | 'email'): void }) {
  const { t } = useTranslation('media-owners');
  if (!data) return null;
  return (
    <Group gap={2} wrap="nowrap" h="100%" align="center">
      <Tooltip label={t('edit.phoneAction')}>
        <ActionIcon
          variant="subtle"
          aria-label={`${t('edit.phoneAction')}: ${data.name}`}
          onClick={() => onEdit(data, 'phone')}
          data-testid="edit-owner-phone"
        >
          <IconPhone size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('edit.emailAction')}>
        <ActionIcon
          variant="subtle"
          aria-label={`${t('edit.emailAction')}: ${data.name}`}
          onClick={() => onEdit(data, 'email')}
          data-testid="edit-owner-email"
        >
          <IconMail size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
