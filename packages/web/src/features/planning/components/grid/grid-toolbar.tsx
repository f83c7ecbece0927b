import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SelectAcrossPages } from '../../../../components/select-across-pages.tsx';
import { formatNumber } from '../../../../lib/format.ts';

interface GridToolbarProps {
  search: string;
  onSearch(value: string): void;
  total: number;
  selectedCount: number;
  allMatchingSelected: boolean;
  selectingAll: boolean;
  onSelectAll(): void;
  onClear(): void;
  /** False for a reader without 'add to plan policy': nothing to select. */
  canSelect: boolean;
}

/** Search, and the selection across pages: every matching site, not just the page on screen. */
export function GridToolbar(props: GridToolbarProps) {
  const { t } = useTranslation('planning');
  const { search, total, selectedCount, allMatchingSelected, selectingAll } = props;
  return (
    <Group justify="space-between" mb="sm" wrap="wrap">
      {/* As wide as the row allows: Spanish's placeholder is 450 px, and a phone has 350. */}
      <TextInput
        flex="1 1 320px"
        maw={520}
        leftSection={<IconSearch size={16} />}
        placeholder={t('grid.search')}
        aria-label={t('grid.search')}
        data-testid="grid-search"
        value={search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      {props.canSelect && (
        <SelectAcrossPages
          allSelected={allMatchingSelected}
          allSelectedText={t('grid.allSelected', { total: formatNumber(total) })}
          selectAllText={
            total > 0 && !search.trim() ? t('grid.selectAllMatching', { total: formatNumber(total) }) : null
          }
          selectedCount={selectedCount}
          clearText={t('grid.clear')}
          busy={selectingAll}
          onSelectAll={props.onSelectAll}
          onClear={props.onClear}
          testIds={{ allSelected: 'all-matching-selected', selectAll: 'select-all-matching' }}
        />
      )}
    </Group>
  );
}
