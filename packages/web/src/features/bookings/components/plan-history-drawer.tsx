import { Badge, Drawer, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableDate, timeWithZone } from '../../../lib/format.ts';
import { usePlanHistory } from '../api/fetch-plan-history.ts';
import { STATUS_COLORS } from './plan-status.ts';

/** Who changed which site of the plan, from what to what, and when — newest first. */
export function PlanHistoryDrawer({
  campId,
  opened,
  onClose,
}: {
  campId: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('bookings');
  const history = usePlanHistory(campId, opened);
  const label = (status: string | null) => (status ? t(`status.${status}`, { defaultValue: status }) : '—');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('history.title')}>
      {history.isPending ? (
        <Loader size="sm" />
      ) : history.data?.length ? (
        <Timeline bulletSize={14} lineWidth={2} data-testid="plan-history">
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} color={STATUS_COLORS[entry.to] ?? 'gray'}>
              <Stack gap={2}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {entry.site_code}
                  </Text>
                  <Text size="sm">{label(entry.from)} →</Text>
                  <Badge size="sm" variant="light" color={STATUS_COLORS[entry.to] ?? 'gray'}>
                    {label(entry.to)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('history.by', {
                    name: entry.by,
                    // The reader's day and clock, not UTC's (a change at 22:00 in Santiago is tomorrow in UTC).
                    date: tableDate(entry.at),
                    time: timeWithZone(entry.at),
                  })}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <Text c="dimmed">{t('history.empty')}</Text>
      )}
    </Drawer>
  );
}
