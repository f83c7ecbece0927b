import { ActionIcon, Anchor, Burger, Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { POLICIES, type UserDto } from '@plano/core';
import { IconLogout, IconSearch, IconSettings } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePolicies } from '../lib/session.ts';
import { signOut } from '../lib/sign-out.ts';
import { LanguageSelect } from './language-select.tsx';

interface TopBarProps {
  user: UserDto;
  navOpened: boolean;
  onToggleNav(): void;
  /** Buttons the layout adds beside the user's name (chat, alerts). */
  tools?: ReactNode;
}

/**
 * Below Mantine's `md` the user's name, language, Settings and Logout leave the bar for the navbar
 * (AccountLinks: the sidebar on a tablet, the burger's drawer on a phone); below `sm` the search
 * folds to an icon too, so the bar keeps the burger, the name, the search icon and the tools.
 */
export function TopBar({ user, navOpened, onToggleNav, tools }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [searchOpened, setSearchOpened] = useState(false);
  const policies = usePolicies();

  // The search box looks through what the user works on: a media owner's users, their inventory
  // (issue 24: thousands of sites); everybody else, the campaigns they can see.
  const inventory = !!user.vendor_id && policies.includes(POLICIES.inventoryManagement);
  const target = inventory ? '/admin/inventory_management' : '/admin/campaigns';
  const label = inventory ? t('topBar.searchInventory') : t('topBar.search');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = search.trim();
    setSearchOpened(false);
    navigate(query ? `${target}?search=${encodeURIComponent(query)}` : target);
  };
  const searchInput = (width: number | string | { base: number; lg: number }, testId?: string) => (
    <form onSubmit={onSearch}>
      <TextInput
        aria-label={label}
        placeholder={label}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={width}
        size="sm"
        data-testid={testId}
        data-autofocus={testId ? true : undefined}
      />
    </form>
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.label')}
          aria-expanded={navOpened}
          data-testid="nav-burger"
        />
        <Anchor component={Link} to="/" underline="never" fw={800} fz={22} c="indigo.7">
          Plano
        </Anchor>
        <Group visibleFrom="sm">{searchInput({ base: 160, lg: 280 })}</Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Popover
          opened={searchOpened}
          onChange={setSearchOpened}
          position="bottom"
          width={300}
          trapFocus
          returnFocus
          shadow="md"
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              aria-label={inventory ? t('topBar.openInventorySearch') : t('topBar.openSearch')}
              aria-expanded={searchOpened}
              onClick={() => setSearchOpened((open) => !open)}
              data-testid="search-open"
            >
              <IconSearch size={20} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>{searchInput('100%', 'search-phone')}</Popover.Dropdown>
        </Popover>
        {tools}
        <Text fw={600} size="sm" data-testid="user-name" visibleFrom="md" truncate="end" maw={200}>
          {user.name}
        </Text>
        <Group gap="sm" wrap="nowrap" visibleFrom="md">
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
            onClick={signOut}
            data-testid="logout"
          >
            {t('topBar.logout')}
          </Button>
        </Group>
      </Group>
    </Group>
  );
}
