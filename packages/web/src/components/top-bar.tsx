import { Anchor, Burger, Button, Group, Text, TextInput } from '@mantine/core';
import type { UserDto } from '@plano/core';
import { IconLogout, IconSearch, IconSettings } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiPost } from '../lib/api-client.ts';
import { clearSession } from '../lib/session.ts';
import { LanguageSelect } from './language-select.tsx';

interface TopBarProps {
  user: UserDto;
  navOpened: boolean;
  onToggleNav(): void;
  /** Buttons the layout adds beside the user's name (chat, alerts). */
  tools?: ReactNode;
}

export function TopBar({ user, navOpened, onToggleNav, tools }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  // The search box looks through the campaigns the user can see.
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = search.trim();
    navigate(query ? `/admin/campaigns?search=${encodeURIComponent(query)}` : '/admin/campaigns');
  };

  // The server ends the session first, so the token is worthless even if a copy of it survives.
  const logout = async () => {
    await apiPost('/signout').catch(() => {});
    clearSession();
    window.location.assign('/auth/login');
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.label')}
        />
        <Anchor component={Link} to="/" underline="never" fw={800} fz={22} c="indigo.7">
          Plano
        </Anchor>
        <form onSubmit={onSearch}>
          <TextInput
            aria-label={t('topBar.search')}
            placeholder={t('topBar.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: 160, md: 280 }}
            size="sm"
          />
        </form>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {tools}
        <Text fw={600} size="sm" data-testid="user-name" visibleFrom="xs">
          {user.name}
        </Text>
        <LanguageSelect />
        <Button
          component={Link}
          to="/admin/user-profile"
          variant="subtle"
          size="xs"
          leftSection={<IconSettings size={16} />}
          data-testid="settings"
        >
          {t('topBar.settings')}
        </Button>
        <Button
          variant="light"
          color="gray"
          size="xs"
          leftSection={<IconLogout size={16} />}
          onClick={logout}
          data-testid="logout"
        >
          {t('topBar.logout')}
        </Button>
      </Group>
    </Group>
  );
}
