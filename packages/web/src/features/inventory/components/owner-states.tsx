import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaOwnerChooser } from '../../media-owners/index.ts';

function VendorManagementLink() {
  const { t } = useTranslation('inventory');
  return (
    <Anchor component={Link} to="/admin/master_vendor_management" size="sm">
      {t('owner.vendorManagement')}
    </Anchor>
  );
}

/**
 * Inventory Management for the platform team, who own no sites themselves: choose whose inventory
 * to open (its vendor inventory page).
 */
export function ChooseOwnerPage() {
  const { t } = useTranslation('inventory');
  const { t: common } = useTranslation('common');
  return (
    <Stack gap="md" maw={640} data-testid="choose-owner">
      <Title order={2}>{common('nav.inventoryManagement')}</Title>
      <Text c="dimmed">{t('owner.chooseIntro')}</Text>
      <Paper withBorder p="md" radius="md">
        <MediaOwnerChooser autoFocus />
      </Paper>
      <VendorManagementLink />
    </Stack>
  );
}

/** An owner id that names no owner: said plainly, with no inventory action to press. */
export function OwnerNotFound({ name }: { name?: string }) {
  const { t } = useTranslation('inventory');
  return (
    <Stack gap="md" maw={640} data-testid="owner-not-found">
      <Title order={2}>{t('owner.notFoundTitle')}</Title>
      <Alert color="orange" icon={<IconAlertCircle size={18} />}>
        {name ? t('owner.notFoundNamed', { name }) : t('owner.notFound')}
      </Alert>
      <Paper withBorder p="md" radius="md">
        <MediaOwnerChooser />
      </Paper>
      <VendorManagementLink />
    </Stack>
  );
}
