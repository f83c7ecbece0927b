import { Group, Pagination, Select, Text } from '@mantine/core';
import { GRID_PAGE_SIZES } from '@plano/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

interface GridPagerProps<Size extends number> {
  page: number;
  limit: Size;
  total: number;
  onPage(page: number): void;
  onLimit(limit: Size): void;
  /** The page sizes offered: the inventory grids' 10, 20 and 50 unless told. */
  sizes?: readonly Size[];
}

/**
 * A list that shrank under its page (rows removed here or elsewhere) turns to its last page;
 * `total` is undefined until the list is read.
 */
export function useLastPageWithin<Query extends { page: number; limit: number }>(
  query: Query,
  setQuery: (update: (current: Query) => Query) => void,
  total: number | undefined,
) {
  const lastPage = Math.max(0, Math.ceil((total ?? 0) / query.limit) - 1);
  useEffect(() => {
    if (total !== undefined && query.page > lastPage) setQuery((current) => ({ ...current, page: lastPage }));
  }, [total, query.page, lastPage, setQuery]);
}

/** Server paging: the page index starts at 0 and is shown +1 (SPEC §9). */
export function GridPager<Size extends number>({
  page,
  limit,
  total,
  onPage,
  onLimit,
  sizes = GRID_PAGE_SIZES as readonly number[] as readonly Size[],
}: GridPagerProps<Size>) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : page * limit + 1;
  const to = Math.min(total, (page + 1) * limit);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('pager.pageSize')}
        </Text>
        <Select
          aria-label={t('pager.pageSize')}
          data-testid="grid-page-size"
          w={80}
          size="xs"
          allowDeselect={false}
          data={sizes.map(String)}
          value={String(limit)}
          onChange={(value) => {
            const size = sizes.find((s) => String(s) === value);
            if (size) onLimit(size);
          }}
        />
        <Text size="sm" c="dimmed" data-testid="grid-range">
          {t('pager.range', {
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
