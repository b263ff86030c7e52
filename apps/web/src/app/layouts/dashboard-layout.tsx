import { AppShell } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
// A small listener that comes with the shell, so that it listens before the stream's first event;
// what reads and shows a message is fetched when one arrives.
import { MessageToaster } from '../../features/messages/components/message-toaster';
import { MessagingLive } from '../../features/messages/components/messaging-live';
import { SubscriptionBannerSlot, SubscriptionHost } from '../../features/subscription/components/subscription-host';
import { useIsPhone } from '../../lib/use-is-phone';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/session';
import { BottomNav } from './bottom-nav';
import { DashboardHeader } from './dashboard-header';
import { LiveUpdates } from './live-updates';
import { Sidebar } from './sidebar';

/** The signed-in shell: 280 px sidebar on desktop; header and bottom bar on phones (< 768 px). */
export function DashboardLayout() {
  const session = useSession();
  const logout = useLogout();
  const isPhone = useIsPhone();
  if (!session) return <Navigate to="/login" replace />;
  const { user } = session;
  const onLogout = () => void logout();

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: !isPhone }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <LiveUpdates />
      <AppShell.Header>
        <DashboardHeader user={user} onLogout={onLogout} />
      </AppShell.Header>
      {/* Only the layout the screen shows is drawn: a phone's first render skips the sidebar. */}
      {!isPhone && (
        <AppShell.Navbar visibleFrom="sm">
          <Sidebar user={user} onLogout={onLogout} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <SubscriptionBannerSlot user={user} />
        <Outlet />
        <SubscriptionHost user={user} />
        <MessageToaster userId={user.id} />
        <MessagingLive userId={user.id} />
      </AppShell.Main>
      {isPhone && (
        <AppShell.Footer hiddenFrom="sm">
          <BottomNav user={user} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
