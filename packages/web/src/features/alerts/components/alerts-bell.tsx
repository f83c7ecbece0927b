import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { AlertDto } from '@plano/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { timeOfDay } from '../../../lib/format.ts';
import { useRealtime } from '../../../lib/realtime.ts';
import { useAlertPush, useAlerts, useMarkAlertsRead } from '../api/alerts.ts';
import classes from './alerts-bell.module.css';

/** The alert's words in the reader's language, from its kind and parameters (not the English text). */
function useAlertText() {
  const { t } = useTranslation('alerts');
  return (alert: AlertDto) => {
    const { count, ...params } = alert.params;
    const variant =
      alert.kind === 'owner_decision' ? `.${params.decision}` : params.owner === 'yes' ? '.owner' : '';
    return t(`kinds.${alert.kind}${variant}`, {
      ...params,
      count: Number(count ?? 0),
      defaultValue: alert.message,
    });
  };
}

/** The top bar's bell: unread count, the latest alerts, a ring when one arrives. */
export function AlertsBell() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const text = useAlertText();
  const alerts = useAlerts();
  const markRead = useMarkAlertsRead();
  const { socket } = useRealtime();
  const [opened, setOpened] = useState(false);
  const [ringing, setRinging] = useState(false);
  const ring = useCallback(() => {
    setRinging(true);
    setTimeout(() => setRinging(false), 1200);
  }, []);
  useAlertPush(socket, ring);
  const unread = alerts.data?.unread ?? 0;

  const follow = (alert: AlertDto) => {
    if (!alert.read) markRead.mutate([alert._id]);
    setOpened(false);
    if (alert.link) navigate(alert.link);
  };

  return (
    <Indicator
      label={unread}
      size={16}
      color="red"
      disabled={unread === 0}
      offset={4}
      data-testid="bell-count"
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={t('open', { count: unread })}
            data-testid="bell"
            data-ringing={ringing}
            className={ringing ? classes.ringing : undefined}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" mb="xs" px={4}>
            <Text fw={600} size="sm">
              {t('title')}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              disabled={unread === 0}
              onClick={() => markRead.mutate(undefined)}
              data-testid="bell-read-all"
            >
              {t('markAll')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah={360}>
            {alerts.data?.alerts.length ? (
              <Stack gap={2} data-testid="bell-list">
                {alerts.data.alerts.map((alert) => (
                  <UnstyledButton
                    key={alert._id}
                    onClick={() => follow(alert)}
                    p="xs"
                    bg={alert.read ? undefined : 'indigo.0'}
                    style={{ borderRadius: 6 }}
                    data-testid="bell-alert"
                    data-read={alert.read}
                  >
                    <Text size="sm" fw={alert.read ? 400 : 600}>
                      {text(alert)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {timeOfDay(alert.created_at)}
                      {alert.read ? '' : ` · ${t('unread')}`}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" p="xs">
                {t('none')}
              </Text>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
