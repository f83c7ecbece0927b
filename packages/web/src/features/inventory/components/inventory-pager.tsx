import { Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { INVENTORY_PAGE_SIZES } from '@plano/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

/** How many pages `total` rows make: at least one, never an empty one after the last row. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/**
 * The inventory grid's pages: rows per page, numbered pages with first and last (thousands of
 * sites are a click from the end, not 48 Next clicks) and a page number to jump to.
 */
export function InventoryPager({
  limit,
  page,
  total,
  onLimit,
  onPage,
}: {
  limit: number;
  page: number;
  total: number;
  onLimit(limit: number): void;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('inventory');
  const pages = pageCount(total, limit);
  const [jump, setJump] = useState<string | number>('');
  const go = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= pages) onPage(target - 1);
    setJump('');
  };
  return (
    <Group justify="space-between" mt="sm" gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed" id="inventory-page-size">
          {t('grid.pageSize')}
        </Text>
        <Select
          aria-labelledby="inventory-page-size"
          w={80}
          size="xs"
          allowDeselect={false}
          data={INVENTORY_PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(value) => value && onLimit(Number(value))}
        />
        <Text size="sm" c="dimmed" data-testid="inventory-page">
          {t('grid.pageOf', { page: formatNumber(page + 1), pages: formatNumber(pages) })}
        </Text>
      </Group>
      <Group gap="xs">
        <nav aria-label={t('grid.pages')}>
          <Pagination
            size="sm"
            total={pages}
            value={page + 1}
            onChange={(value) => onPage(value - 1)}
            withEdges
            siblings={1}
            getItemProps={(n) => ({ 'aria-label': t('grid.goToPage', { page: n }) })}
            data-testid="inventory-pagination"
          />
        </nav>
        <NumberInput
          size="xs"
          w={90}
          min={1}
          max={pages}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          aria-label={t('grid.jumpLabel', { pages: formatNumber(pages) })}
          placeholder={t('grid.jump')}
          value={jump}
          onChange={setJump}
          onKeyDown={(e) => e.key === 'Enter' && go()}
          onBlur={() => jump !== '' && go()}
          data-testid="inventory-jump"
        />
      </Group>
    </Group>
  );
}
