import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SelectAcrossPages } from '../../../components/select-across-pages.tsx';
import { formatNumber } from '../../../lib/format.ts';

interface PendingSelectionToolbarProps {
  /** How many of the owner's sites await its answer: nothing to offer when none. */
  pending: number;
  selected: number;
  selectingPending: boolean;
  onSelectPending(): void;
  onClear(): void;
}

/**
 * The owner's selection across its pages: every site awaiting its answer at once, or none. Only
 * those can be selected, so all of them are when the selection holds as many.
 */
export function PendingSelectionToolbar({ pending, selected, ...props }: PendingSelectionToolbarProps) {
  const { t } = useTranslation('approvals');
  if (pending === 0 && selected === 0) return null;
  const n = formatNumber(pending);
  return (
    <Box mb="sm">
      <SelectAcrossPages
        allSelected={pending > 0 && selected >= pending}
        allSelectedText={t('allPendingSelected', { count: pending, n })}
        selectAllText={pending > 0 ? t('selectPending', { count: pending, n }) : null}
        selectedCount={selected}
        clearText={t('clear')}
        busy={props.selectingPending}
        onSelectAll={props.onSelectPending}
        onClear={props.onClear}
        testIds={{ allSelected: 'approval-all-pending', selectAll: 'approval-select-pending' }}
      />
    </Box>
  );
}
