import { ActionIcon, Group, Progress, Text, Tooltip } from '@mantine/core';
import type { CampaignDto } from '@plano/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compactBudget, formatPercent, money } from '../../../lib/format.ts';

type Cell = CustomCellRendererProps<CampaignDto>;

/** Compact budget (SPEC §9) with the full amount in Chilean pesos on hover. */
export function BudgetCell({ data }: Cell) {
  if (!data) return null;
  return (
    <Tooltip label={money(data.budget)} withArrow openDelay={150}>
      <Text span fw={600} size="sm" data-testid="budget-cell">
        {compactBudget(data.budget)}
      </Text>
    </Tooltip>
  );
}

/** Share of the budget the plan takes; amber when close to it, red once it is all used. */
export function BudgetUsedCell({ data }: Cell) {
  const { t } = useTranslation('campaigns');
  if (!data) return null;
  const value = data.bd_progress;
  const color = value >= 100 ? 'red' : value >= 80 ? 'orange' : 'teal';
  return (
    <Tooltip label={`${money(data.budget_used)} / ${money(data.budget)}`} withArrow openDelay={150}>
      <Group gap={8} wrap="nowrap" h="100%" align="center">
        <Progress
          value={value}
          color={color}
          size="md"
          radius="xl"
          style={{ flex: 1 }}
          aria-label={t('columns.budgetUsed')}
        />
        <Text size="xs" c="dimmed" w={44} ta="right">
          {formatPercent(value)}
        </Text>
      </Group>
    </Tooltip>
  );
}

/**
 * A compact link button of an action column; the label shows on hover and to screen readers. Out of
 * the Tab order: the grid is one Tab stop, and Enter on the cell follows the link (grid-keyboard.ts).
 */
export function LinkCell({
  to,
  label,
  icon,
  testId,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={150}>
      <ActionIcon
        component={Link}
        to={to}
        variant="light"
        size="md"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
