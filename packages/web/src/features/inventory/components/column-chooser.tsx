import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowBarToLeft, IconArrowBarToRight, IconColumns, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsEveryWord } from '../../../lib/search.ts';
import type { ColumnPrefs, Pin } from './column-prefs.ts';

/** Columns the chooser can pin but never hide (the row's name). */
const ALWAYS_SHOWN = new Set(['site_code']);

/**
 * Which columns show and which are pinned to a side (SPEC §2 "column fixing"). AG Grid Community has
 * no columns panel and no pin items in its header menu, so both live here, with a search over the
 * 120 names; the choice is the user's own, kept by the page (column-prefs).
 */
export function ColumnChooser({
  columns,
  prefs,
  onChange,
}: {
  /** Each column with the side it is pinned to now (the user's choice or the grid's default). */
  columns: { id: string; label: string; pinned?: Pin | null }[];
  prefs: ColumnPrefs;
  onChange(prefs: ColumnPrefs): void;
}) {
  const { t } = useTranslation('inventory');
  const [search, setSearch] = useState('');
  const shown = columns.filter((c) => holdsEveryWord(c.label, search));
  type Column = (typeof columns)[number];
  const pinButton = (c: Column, side: Pin) => {
    const on = c.pinned === side;
    const label = t(side === 'left' ? 'grid.pinLeft' : 'grid.pinRight', { column: c.label });
    return (
      <ActionIcon
        size="sm"
        variant={on ? 'filled' : 'subtle'}
        color={on ? undefined : 'gray'}
        aria-label={label}
        title={label}
        aria-pressed={on}
        onClick={() => onChange({ ...prefs, pinned: { ...prefs.pinned, [c.id]: on ? 'none' : side } })}
      >
        {side === 'left' ? <IconArrowBarToLeft size={14} /> : <IconArrowBarToRight size={14} />}
      </ActionIcon>
    );
  };

  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
          {t('grid.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown w={340}>
        <TextInput
          size="xs"
          mb="xs"
          aria-label={t('grid.findColumn')}
          placeholder={t('grid.findColumn')}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="column-search"
        />
        <ScrollArea.Autosize mah={360}>
          <Stack gap={4}>
            {shown.length === 0 && (
              <Text size="xs" c="dimmed">
                {t('grid.noColumn')}
              </Text>
            )}
            {shown.map((c) => (
              <Group key={c.id} gap="xs" wrap="nowrap" justify="space-between">
                <Checkbox
                  size="xs"
                  label={c.label}
                  disabled={ALWAYS_SHOWN.has(c.id)}
                  checked={!prefs.hidden.includes(c.id)}
                  onChange={(e) =>
                    onChange({
                      ...prefs,
                      hidden: e.currentTarget.checked
                        ? prefs.hidden.filter((h) => h !== c.id)
                        : [...prefs.hidden, c.id],
                    })
                  }
                />
                <Group gap={2} wrap="nowrap">
                  {pinButton(c, 'left')}
                  {pinButton(c, 'right')}
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          onClick={() => onChange({ hidden: [], pinned: {} })}
          disabled={prefs.hidden.length === 0 && Object.keys(prefs.pinned).length === 0}
        >
          {t('grid.resetColumns')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
