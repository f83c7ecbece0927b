import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SelectAcrossPages } from '../../../components/select-across-pages.tsx';
import { formatNumber } from '../../../lib/format.ts';

interface PlanSelectionToolbarProps {
  total: number;
  selected: number;
  selectingEvery: boolean;
  onSelectEvery(): void;
  onClear(): void;
}

/** The selection across the plan's pages: every site of the plan at once, or none. */
export function PlanSelectionToolbar({
  total,
  selected,
  selectingEvery,
  ...props
}: PlanSelectionToolbarProps) {
  const { t } = useTranslation('bookings');
  if (total === 0) return null;
  const count = formatNumber(total);
  return (
    <Box mb="sm" data-testid="plan-selection-toolbar">
      <SelectAcrossPages
        allSelected={selected >= total}
        allSelectedText={t('table.allSelected', { total: count })}
        selectAllText={t('table.selectEvery', { total: count })}
        selectedCount={selected}
        clearText={t('table.clear')}
        busy={selectingEvery}
        onSelectAll={props.onSelectEvery}
        onClear={props.onClear}
        testIds={{ allSelected: 'plan-all-selected', selectAll: 'plan-select-every' }}
      />
    </Box>
  );
}
