import { Avatar, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import type { UserDto } from '@plano/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signOut } from '../lib/sign-out.ts';
import { LanguageSelect } from './language-select.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The top bar's account tools in the navbar below Mantine's `md`, where the bar has no room for
 * them (the sidebar on a tablet, the burger's drawer on a phone): who is signed in, language,
 * Settings and Logout.
 */
export function AccountLinks({ user, onNavigate }: { user: UserDto; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={4} data-testid="nav-account">
      <Divider my="xs" />
      <Group gap="sm" wrap="nowrap" px="sm" py={6}>
        <Avatar color="indigo" radius="xl" size={36}>
          {initials(user.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end" data-testid="nav-user-name">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </div>
      </Group>
      <NavLink
        component={Link}
        to="/admin/user-profile"
        label={t('topBar.settings')}
        leftSection={<IconSettings size={18} />}
        active={pathname.startsWith('/admin/user-profile')}
        onClick={onNavigate}
        data-testid="nav-settings"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <NavLink
        component="button"
        type="button"
        label={t('topBar.logout')}
        leftSection={<IconLogout size={18} />}
        onClick={signOut}
        data-testid="nav-logout"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <div style={{ padding: '6px var(--mantine-spacing-sm)' }}>
        <LanguageSelect w="100%" size="sm" testId="nav-language-select" />
      </div>
    </Stack>
  );
}
