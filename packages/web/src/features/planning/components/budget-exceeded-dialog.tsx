import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';

export interface BudgetExcess {
  totalBudget: number;
  newBudgetUsed: number;
}

interface BudgetExceededDialogProps {
  excess: BudgetExcess | null;
  booking: boolean;
  onContinue(): void;
  onClose(): void;
}

/** 'Campaign Budget Exceeded' (SPEC §8): raise the budget to the plan's total, or go back and remove sites. */
export function BudgetExceededDialog({ excess, booking, onContinue, onClose }: BudgetExceededDialogProps) {
  const { t } = useTranslation('planning');
  return (
    <Modal
      opened={excess !== null}
      onClose={onClose}
      centered
      size="lg"
      title={
        <Group gap="sm">
          <ThemeIcon color="red" variant="light" radius="xl">
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {t('budgetDialog.title')}
          </Text>
        </Group>
      }
      data-testid="budget-exceeded-dialog"
    >
      {excess && (
        <Text data-testid="budget-exceeded-text">
          {t('budgetDialog.text', {
            total: money(excess.totalBudget),
            difference: money(excess.newBudgetUsed - excess.totalBudget),
            newBudget: money(excess.newBudgetUsed),
          })}
        </Text>
      )}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose} disabled={booking} data-testid="budget-remove">
          {t('budgetDialog.remove')}
        </Button>
        <Button color="red" onClick={onContinue} loading={booking} data-testid="budget-continue">
          {t('budgetDialog.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
