import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHandOffError } from '../../../lib/integrations.ts';
import { useDownloadExcel } from '../api/download-excel.ts';

/** Downloads the campaign's plan as Excel; `compact` is the icon of a campaign-list row. */
export function ExcelButton({
  campId,
  compact = false,
  onError,
}: {
  campId: string;
  compact?: boolean;
  onError?(text: string): void;
}) {
  const { t } = useTranslation('exports');
  const download = useDownloadExcel();
  const describe = useHandOffError();
  const run = () => download.mutate(campId, { onError: (error) => onError?.(describe(error)) });
  if (compact) {
    return (
      <Tooltip label={t('excel.button')}>
        <ActionIcon
          variant="subtle"
          onClick={run}
          loading={download.isPending}
          aria-label={t('excel.button')}
          // The compact one sits in a grid cell: Enter on the cell presses it (grid-keyboard.ts).
          tabIndex={-1}
          data-testid="download-excel"
        >
          <IconFileSpreadsheet size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="light"
      color="green"
      leftSection={<IconFileSpreadsheet size={16} />}
      onClick={run}
      loading={download.isPending}
      data-testid="download-excel"
    >
      {t('excel.button')}
    </Button>
  );
}
