import { Group, Pagination, Select, Text } from '@mantine/core';
import { GRID_PAGE_SIZES, type GridPageSize } from '@plano/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';

interface GridPagerProps {
  page: number;
  limit: number;
  total: number;
  onPage(page: number): void;
  onLimit(limit: GridPageSize): void;
}

/** Server paging: the page index starts at 0 and is shown +1 (SPEC §9). */
export function GridPager({ page, limit, total, onPage, onLimit }: GridPagerProps) {
  const { t } = useTranslation('planning');
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : page * limit + 1;
  const to = Math.min(total, (page + 1) * limit);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('grid.pageSize')}
        </Text>
        <Select
          aria-label={t('grid.pageSize')}
          data-testid="grid-page-size"
          w={80}
          size="xs"
          allowDeselect={false}
          data={GRID_PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(value) => {
            const size = GRID_PAGE_SIZES.find((s) => String(s) === value);
            if (size) onLimit(size);
          }}
        />
        <Text size="sm" c="dimmed" data-testid="grid-range">
          {t('grid.range', {
            from: formatNumber(from),
            to: formatNumber(to),
            total: formatNumber(total),
          })}
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        siblings={1}
      />
    </Group>
  );
}
