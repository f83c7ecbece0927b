import { NavLink, Stack } from '@mantine/core';
import { holdsAny } from '@plano/core';
import {
  IconBuildingStore,
  IconExternalLink,
  IconLayoutDashboard,
  IconMapPins,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS } from '../app/nav-items.ts';
import { useIntegrations } from '../lib/integrations.ts';
import { usePolicies } from '../lib/session.ts';

const ICONS: Record<string, typeof IconLayoutDashboard> = {
  campaigns: IconLayoutDashboard,
  'inventory-management': IconMapPins,
  'vendor-management': IconBuildingStore,
  'admin-panel': IconShieldLock,
};

/** An item shows when its route is show-in-sidebar or the user holds one of its policies (SPEC §2). */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const policies = usePolicies();
  const { pathname } = useLocation();
  // Go Live opens the audit tool (SPEC §2): only when the server has one set up.
  const goLive = useIntegrations().data?.audit_tool_url ?? null;
  const items = NAV_ITEMS.filter((item) => item.showInSidebar || holdsAny(policies, item.policies));
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.label')}>
      {items.map((item) => {
        const Icon = ICONS[item.key] ?? IconLayoutDashboard;
        const active =
          pathname.startsWith(item.path) || (item.key === 'campaigns' && pathname.startsWith('/admin/index'));
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.path}
            label={t(item.label)}
            leftSection={<Icon size={18} />}
            active={active}
            onClick={onNavigate}
            data-testid={`nav-${item.key}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
      {goLive && (
        <NavLink
          component="a"
          href={goLive}
          target="_blank"
          rel="noopener noreferrer"
          label={t('nav.goLive')}
          leftSection={<IconExternalLink size={18} />}
          data-testid="nav-go-live"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
    </Stack>
  );
}
