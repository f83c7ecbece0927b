import { Button, Checkbox, Popover, ScrollArea, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Which columns show (AG Grid Community has no columns panel); pinning is in each header's menu. */
export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: { id: string; label: string }[];
  hidden: string[];
  onChange(hidden: string[]): void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
          {t('grid.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            {columns
              .filter((c) => c.id !== 'site_code')
              .map((c) => (
                <Checkbox
                  key={c.id}
                  size="xs"
                  label={c.label}
                  checked={!hidden.includes(c.id)}
                  onChange={(e) =>
                    onChange(e.currentTarget.checked ? hidden.filter((h) => h !== c.id) : [...hidden, c.id])
                  }
                />
              ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
