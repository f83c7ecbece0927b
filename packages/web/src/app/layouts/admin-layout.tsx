import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccountLinks } from '../../components/account-links.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Sidebar } from '../../components/sidebar.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import { AlertsBell } from '../../features/alerts/index.ts';
import { useRefreshUser } from '../../features/auth/api/fetch-user-details.ts';
import { ChatDrawerButton } from '../../features/chat/index.ts';
import { RealtimeProvider, useRealtimeConnection } from '../../lib/realtime.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { readToken } from '../../lib/token.ts';
import { usePhone } from '../../lib/use-phone.ts';

/** Signed-in users only: top bar (with chat and alerts on the tab's socket), sidebar by policy, the page. */
export function AdminLayout() {
  const user = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure();
  // Below `sm` the navbar is a drawer over the page: it closes once a link in it is followed, and
  // while closed (slid out of sight) its links take no focus.
  const phone = usePhone();
  useRefreshUser(Boolean(user));
  const token = user ? readToken() : null;
  const realtime = useRealtimeConnection(token ? { token } : null);
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/auth/login" replace />;
  return (
    <RealtimeProvider value={realtime}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
        bg="gray.0"
      >
        <AppShell.Header>
          <TopBar
            user={user}
            navOpened={opened}
            onToggleNav={toggle}
            tools={
              <>
                <ChatDrawerButton />
                <AlertsBell />
              </>
            }
          />
        </AppShell.Header>
        <AppShell.Navbar p="sm" inert={phone && !opened} style={{ overflowY: 'auto' }}>
          <Sidebar onNavigate={close} />
          <Box hiddenFrom="md">
            <AccountLinks user={user} onNavigate={close} />
          </Box>
        </AppShell.Navbar>
        <AppShell.Main>
          {/* A boundary per screen: while the next screen's code loads its loader shows. One shared
              boundary, once revealed, kept what it last showed during a navigation (a transition):
              the screen left behind, or the nothing a redirect draws, so signing in showed an empty
              page with no loader until the home screen's code came. */}
          <Suspense key={pathname} fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </RealtimeProvider>
  );
}
