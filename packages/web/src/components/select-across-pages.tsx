import { Button, Group, Loader, Text } from '@mantine/core';
import { IconSquareCheck, IconX } from '@tabler/icons-react';

interface SelectAcrossPagesProps {
  /** Every row the grid's question holds is selected: said, instead of offered. */
  allSelected: boolean;
  allSelectedText: string;
  /** The offer to select every row, not just the page's; null when it cannot be made. */
  selectAllText: string | null;
  selectedCount: number;
  clearText: string;
  /** While the rows' ids are being fetched. */
  busy: boolean;
  onSelectAll(): void;
  onClear(): void;
  testIds: { allSelected: string; selectAll: string };
}

/** A server-paged grid's selection beyond its page: every row at once, or none. */
export function SelectAcrossPages(props: SelectAcrossPagesProps) {
  const { allSelected, selectAllText, busy, testIds } = props;
  return (
    <Group gap="xs">
      {allSelected ? (
        <Text size="sm" c="indigo" fw={500} data-testid={testIds.allSelected}>
          {props.allSelectedText}
        </Text>
      ) : (
        selectAllText && (
          <Button
            variant="light"
            size="xs"
            leftSection={busy ? <Loader size={12} /> : <IconSquareCheck size={16} />}
            disabled={busy}
            onClick={props.onSelectAll}
            data-testid={testIds.selectAll}
          >
            {selectAllText}
          </Button>
        )
      )}
      {props.selectedCount > 0 && (
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconX size={14} />}
          onClick={props.onClear}
        >
          {props.clearText}
        </Button>
      )}
    </Group>
  );
}
