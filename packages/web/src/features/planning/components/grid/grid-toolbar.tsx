import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconSearch, IconSquareCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
      <TextInput
        w={400}
        leftSection={<IconSearch size={16} />}
        placeholder={t('grid.search')}
        aria-label={t('grid.search')}
        data-testid="grid-search"
        value={search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      {props.canSelect && (
        <Group gap="xs">
          {allMatchingSelected ? (
            <Text size="sm" c="indigo" fw={500} data-testid="all-matching-selected">
              {t('grid.allSelected', { total: formatNumber(total) })}
            </Text>
          ) : (
            total > 0 &&
            !search.trim() && (
              <Button
                variant="light"
                size="xs"
                leftSection={selectingAll ? <Loader size={12} /> : <IconSquareCheck size={16} />}
                disabled={selectingAll}
                onClick={props.onSelectAll}
                data-testid="select-all-matching"
              >
                {t('grid.selectAllMatching', { total: formatNumber(total) })}
              </Button>
            )
          )}
          {selectedCount > 0 && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconX size={14} />}
              onClick={props.onClear}
            >
              {t('grid.clear')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
