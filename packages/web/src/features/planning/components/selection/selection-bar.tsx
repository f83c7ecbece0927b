import { Button, Collapse, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BudgetDto } from '@plano/core';
import { IconChevronDown, IconChevronUp, IconClipboardPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, money } from '../../../../lib/format.ts';
import { usePhone } from '../../../../lib/use-phone.ts';
import classes from './selection-bar.module.css';

interface SelectionBarProps {
  count: number;
  /** The selection is Add All's filters, resolved by the server (past the map's id limit). */
  matching: boolean;
  budget: BudgetDto | undefined;
  totalBudget: number;
  updating: boolean;
  canPlan: boolean;
  booking: boolean;
  onPlan(): void;
  onClear(): void;
  /** The plan's audience figures, under the budget (issue 25), with `actions` beside them. */
  figures?: (actions: ReactNode) => ReactNode;
  /** Beside the figures, or beside their button while they are folded (Best plan). */
  actions?: ReactNode;
}

/** Sticky under the page: what is selected and what it does to the budget, with the Plan button. */
export function SelectionBar({
  count,
  matching,
  budget,
  totalBudget,
  updating,
  canPlan,
  booking,
  onPlan,
  onClear,
  figures,
  actions,
}: SelectionBarProps) {
  const { t } = useTranslation('planning');
  // The sticky bar must leave the map room: below a wide desktop window (Mantine's xl) the figures'
  // row wraps onto a third line, and under 800 px of height even two lines are a third of the
  // window. There, as on a phone, the figures fold behind a button.
  const phone = usePhone();
  const cramped =
    useMediaQuery('(max-width: 87.99em), (max-height: 49.99em)', undefined, {
      getInitialValueInEffect: false,
    }) ?? false;
  const fold = phone || cramped;
  const [figuresOpen, setFiguresOpen] = useState(false);
  const progress = budget?.budget_progress ?? 0;
  const exceeded = (budget?.remainingBudget ?? 0) < 0;
  const plan = (
    <Button
      size="md"
      leftSection={<IconClipboardPlus size={18} />}
      disabled={count === 0}
      loading={booking}
      onClick={onPlan}
      data-testid="plan-button"
    >
      {t('selection.plan')}
    </Button>
  );
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      py="sm"
      pos="sticky"
      bottom={8}
      mt="md"
      style={{ zIndex: 20 }}
      className={classes.paper}
      data-testid="selection-bar"
    >
      <div className={classes.bar}>
        <Stack gap={0} className={classes.count}>
          <Text fw={700} size="xl" lh={1.1} data-testid="selected-count">
            {formatNumber(count)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('selection.selected')}
          </Text>
          {matching && (
            <Text size="xs" c="dimmed" maw={200} data-testid="selection-matching">
              {t('selection.matching')}
            </Text>
          )}
          {count > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              style={{ alignSelf: 'flex-start' }}
              onClick={onClear}
              data-testid="selection-clear"
            >
              {t('selection.clear')}
            </Button>
          )}
        </Stack>
        <Stack gap={6} className={classes.budget}>
          <Group justify="space-between" gap="xs" className={classes.budgetLine}>
            <Text size="sm" className={classes.allocated}>
              {t('selection.allocated')}:{' '}
              <Text span fw={600} data-testid="budget-used">
                {budget ? money(budget.budget_used) : '—'}
              </Text>{' '}
              <Text span c="dimmed">
                {t('selection.of', { total: money(totalBudget) })}
              </Text>
            </Text>
            <Group gap={6}>
              {updating && <Loader size={12} />}
              <Text size="sm" fw={600} c={exceeded ? 'red' : undefined} data-testid="budget-progress">
                {formatPercent(progress)}
              </Text>
            </Group>
          </Group>
          <Progress
            value={Math.min(progress, 100)}
            color={exceeded ? 'red' : progress > 85 ? 'orange' : 'indigo'}
            size="lg"
            radius="xl"
            aria-label={t('selection.allocated')}
          />
        </Stack>
        <Stack gap={0} className={classes.remaining}>
          <Text size="xs" c="dimmed">
            {exceeded ? t('selection.exceededBy') : t('selection.remaining')}
          </Text>
          <Text
            fw={700}
            size="lg"
            c={exceeded ? 'red.9' : 'teal.9'}
            className={classes.remainingValue}
            data-testid="budget-remaining"
          >
            {budget ? money(Math.abs(budget.remainingBudget)) : '—'}
          </Text>
        </Stack>
        <div className={classes.plan}>
          {canPlan ? (
            plan
          ) : (
            // Said in words, and no button that can never work (issue 24, item 13).
            <Text size="sm" c="dimmed" maw={260} data-testid="plan-not-allowed">
              {t('selection.noPermission')}
            </Text>
          )}
        </div>
      </div>
      {figures && (
        <div className={classes.figures}>
          {fold ? (
            <>
              {/* On a desktop the actions stay in sight (only the figures fold); a phone has no room. */}
              <Group justify="space-between" gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={0}
                  aria-expanded={figuresOpen}
                  rightSection={figuresOpen ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
                  onClick={() => setFiguresOpen((open) => !open)}
                  data-testid="figures-toggle"
                >
                  {t('audience:figures.show')}
                </Button>
                {!phone && actions}
              </Group>
              <Collapse in={figuresOpen}>{figures(phone ? actions : undefined)}</Collapse>
            </>
          ) : (
            figures(actions)
          )}
        </div>
      )}
    </Paper>
  );
}
