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
import { IconBell, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/**
 * One alert. With a campaign (or inventory) behind it, a real link: Enter, a click, a middle
 * click or "open in new tab" all lead there; without, a button that marks it read.
 */
function AlertItem(props: { alert: AlertDto; text: string; unreadLabel: string; onFollow(): void }) {
  const { alert } = props;
  const content = (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <div>
        <Text size="sm" fw={alert.read ? 400 : 600}>
          {props.text}
        </Text>
        <Text size="xs" c="dimmed">
          {timeOfDay(alert.created_at)}
          {alert.read ? '' : ` · ${props.unreadLabel}`}
        </Text>
      </div>
      {alert.link && <IconChevronRight size={16} aria-hidden className={classes.go} />}
    </Group>
  );
  const shared = {
    onClick: props.onFollow,
    p: 'xs',
    bg: alert.read ? undefined : 'indigo.0',
    className: classes.alert,
    'data-testid': 'bell-alert',
    'data-read': alert.read,
  } as const;
  return alert.link ? (
    <UnstyledButton component={Link} to={alert.link} {...shared}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton {...shared}>{content}</UnstyledButton>
  );
}

/** The top bar's bell: unread count, the latest alerts, a ring when one arrives. */
export function AlertsBell() {
  const { t } = useTranslation('alerts');
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

  // Following an alert marks it read; a link also closes the list as the page changes.
  const follow = (alert: AlertDto) => {
    if (!alert.read) markRead.mutate([alert._id]);
    if (alert.link) setOpened(false);
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
                  <AlertItem
                    key={alert._id}
                    alert={alert}
                    text={text(alert)}
                    unreadLabel={t('unread')}
                    onFollow={() => follow(alert)}
                  />
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
