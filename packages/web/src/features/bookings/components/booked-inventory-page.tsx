import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { POLICIES } from '@plano/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { CampaignSummary, useCampDetails } from '../../campaigns/index.ts';
import { useBookedInventory } from '../api/fetch-booked-inventory.ts';
import { PlanBudgetBar } from './plan-budget-bar.tsx';
import { PlanTable } from './plan-table.tsx';

/** /admin/booked_inventory/:campId — 'Book Inventory': the plan of a campaign and its budget. */
export function BookedInventoryPage() {
  const { campId = '' } = useParams();
  const { t } = useTranslation('bookings');
  const translate = useTranslateMessage();
  const camp = useCampDetails(campId);
  const plan = useBookedInventory(campId);
  const canAdd = useHasPolicy(POLICIES.addToPlan);

  const error = camp.error ?? plan.error;
  if (error) {
    return (
      <Alert color="red" title={t('page.title')}>
        {translate(error.message)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <CampaignSummary
        eyebrow={t('page.title')}
        camp={camp.data}
        actions={
          canAdd && (
            <Button
              component={Link}
              to={`/admin/sugg_inventory/${campId}`}
              leftSection={<IconPlus size={18} />}
              data-testid="add-more-sites"
            >
              {t('page.addMore')}
            </Button>
          )
        }
      />
      {camp.data && <PlanBudgetBar camp={camp.data} sites={plan.data?.length} />}
      <Paper withBorder p="md" radius="md" data-testid="plan-table">
        {/* The toolbar of the approval actions (send, approve, remove, exports) goes here. */}
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('page.plan')}</Title>
          <Text size="sm" c="dimmed">
            {t('page.planHint')}
          </Text>
        </Group>
        <PlanTable rows={plan.data} loading={plan.isPending} />
      </Paper>
    </Stack>
  );
}
