import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { CampaignDto } from '@plano/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, money } from '../../../lib/format.ts';

/** Used / total, remaining and percent of the campaign budget the plan takes (SPEC §2). */
export function PlanBudgetBar({ camp, sites }: { camp: CampaignDto; sites: number | undefined }) {
  const { t } = useTranslation('bookings');
  const remaining = camp.budget - camp.budget_used;
  const over = remaining < 0;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="plan-budget">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text size="sm">
          {t('budget.used')}:{' '}
          <Text span fw={700} data-testid="plan-budget-used">
            {money(camp.budget_used)}
          </Text>{' '}
          <Text span c="dimmed">
            / {money(camp.budget)}
          </Text>
        </Text>
        <Group gap="xl">
          {sites !== undefined && (
            <Text size="sm" c="dimmed" data-testid="plan-site-count">
              {t('budget.sites', { count: sites, n: formatNumber(sites) })}
            </Text>
          )}
          <Text size="sm">
            {over ? t('budget.exceededBy') : t('budget.remaining')}:{' '}
            <Text span fw={700} c={over ? 'red.9' : 'teal.9'} data-testid="plan-budget-remaining">
              {money(Math.abs(remaining))}
            </Text>
          </Text>
          <Text size="sm" fw={700} data-testid="plan-budget-progress">
            {formatPercent(camp.bd_progress)}
          </Text>
        </Group>
      </Group>
      <Stack gap={0}>
        <Progress
          value={Math.min(camp.bd_progress, 100)}
          color={over ? 'red' : 'indigo'}
          size="lg"
          radius="xl"
          aria-label={t('budget.used')}
        />
      </Stack>
    </Paper>
  );
}
