import { Avatar, Badge, Box, Indicator, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ChatUserDto } from '@plano/core';
import { useTranslation } from 'react-i18next';
import classes from './chat-user-list.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** SPEC §2: the people one may talk to, online first, each with an online dot and unread count. */
export function ChatUserList({ users, onOpen }: { users: ChatUserDto[]; onOpen(user: ChatUserDto): void }) {
  const { t } = useTranslation('chat');
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="chat-no-users">
        {t('noUsers')}
      </Text>
    );
  }
  const sorted = [...users].sort(
    (a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name),
  );
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="chat-users">
      {sorted.map((user) => (
        <li key={user._id}>
          <UnstyledButton
            onClick={() => onOpen(user)}
            w="100%"
            p="xs"
            className={classes.user}
            data-testid={`chat-user-${user._id}`}
            data-online={user.online}
            // Named by what it shows (name, company, presence, unread), so speech matches the
            // screen (axe label-content-name-mismatch); the initials are decoration.
          >
            <Box style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
              <Indicator
                color={user.online ? 'green.7' : 'gray.5'}
                position="bottom-end"
                offset={4}
                size={11}
                withBorder
                data-testid="chat-presence"
              >
                <Avatar color="indigo" radius="xl" size={34} aria-hidden>
                  {initials(user.name)}
                </Avatar>
              </Indicator>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.company} · {t(user.online ? 'online' : 'offline')}
                </Text>
              </Box>
              {user.unread > 0 && (
                <>
                  <Badge color="red" circle data-testid="chat-unread">
                    {user.unread}
                  </Badge>
                  <VisuallyHidden>{t('unread', { count: user.unread })}</VisuallyHidden>
                </>
              )}
            </Box>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
