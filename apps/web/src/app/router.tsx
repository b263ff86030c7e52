import { canManageStaff } from '@vazife/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { meQuery } from '../lib/current-user';
import { loadPlatformSettings } from '../lib/platform-settings';
import { getSession } from '../lib/session';
import { settleWithin } from '../lib/settle-within';
import { DocumentTitle, type TitleHandle } from './document-title';
import { firstScreenWaitMs } from './first-screen-calls';
import { FirstScreenFallback } from './first-screen-fallback';
import { GuestPageLoad } from './guards/guest-page-load';
import { AdminGuestOnly, AdminOnly, RequireRole, RequireUserState, RootRedirect } from './guards/guards';
import { lazyPage } from './lazy-page';
import { AfterFirstScreen } from './after-first-screen';
import { preloadTaskBoardOnWideScreens } from './task-board-chunk';

const title = (key: TitleHandle['title']): TitleHandle => ({ title: key });

const EmployeesPage = lazyPage(() => import('../features/employees/pages/employees-page'), 'EmployeesPage');
const HelpPage = lazyPage(() => import('../features/help/pages/help-page'), 'HelpPage');
const CompanySetupPage = lazyPage(() => import('../features/onboarding/pages/company-setup-page'), 'CompanySetupPage');
const JoinCompanyPage = lazyPage(() => import('../features/onboarding/pages/join-company-page'), 'JoinCompanyPage');
const PendingApprovalPage = lazyPage(
  () => import('../features/onboarding/pages/pending-approval-page'),
  'PendingApprovalPage',
);
const MessagesPage = lazyPage(() => import('../features/messages/pages/messages-page'), 'MessagesPage');
const ReportsPage = lazyPage(() => import('../features/reports/pages/reports-page'), 'ReportsPage');
const AnnouncementsPage = lazyPage(
  () => import('../features/announcements/pages/announcements-page'),
  'AnnouncementsPage',
);
const SettingsPage = lazyPage(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const AdminDashboardPage = lazyPage(
  () => import('../features/super-admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
// Rarely seen, and with its layout it would be one more file on every signed-in first load.
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
const AdminLoginPage = lazyPage(() => import('../features/super-admin/pages/admin-login-page'), 'AdminLoginPage');
const PaymentSuccessPage = lazyPage(
  () => import('../features/subscription/pages/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentFailedPage = lazyPage(
  () => import('../features/subscription/pages/payment-failed-page'),
  'PaymentFailedPage',
);

/**
 * The route table (docs/product-rules.md#screens), with the join and waiting screens. With a query
 * client, the dashboard's routes get loaders that start their API calls while the routes' code
 * downloads (the data router runs loaders and `lazy` together); without one (the route tests on a
 * memory router) the screens fetch their data themselves, as they always can.
 */
const screensWith = (queryClient?: QueryClient): RouteObject[] => [
  { path: '/', element: <RootRedirect /> },
  // The guest pages are a page of their own (guest.html, app/guest-app.tsx): sent there from
  // here (a sign-out, an expired session), the browser loads them.
  { path: '/login', handle: title('login'), element: <GuestPageLoad /> },
  { path: '/register', handle: title('register'), element: <GuestPageLoad /> },
  {
    path: '/company-setup',
    handle: title('companySetup'),
    element: (
      <RequireUserState path="/company-setup">
        <CompanySetupPage />
      </RequireUserState>
    ),
  },
  {
    path: '/join-company',
    handle: title('joinCompany'),
    element: (
      <RequireUserState path="/join-company">
        <JoinCompanyPage />
      </RequireUserState>
    ),
  },
  {
    path: '/pending-approval',
    handle: title('pendingApproval'),
    element: (
      <RequireUserState path="/pending-approval">
        <PendingApprovalPage />
      </RequireUserState>
    ),
  },
  {
    path: '/dashboard',
    element: <RequireUserState path="/dashboard" />,
    // The session check and the brand: asked for now rather than after the first render. The
    // brand is waited for (briefly: it is on its way since the page's boot script), so that a
    // branded platform's first frame is in its colours, not drawn in the default ones and again.
    loader:
      queryClient &&
      (async () => {
        if (getSession()) void queryClient.prefetchQuery(meQuery());
        await settleWithin(loadPlatformSettings(), firstScreenWaitMs);
        return null;
      }),
    children: [
      {
        // The signed-in shell and its first tab are fetched together (React Router loads every
        // matched route's `lazy` at once): one round trip for a signed-in visit, none for /login.
        lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
        children: [
          {
            index: true,
            handle: title('tasks'),
            // Its own small chunk, fetched beside the page's code: the calls start before that arrives.
            loader: queryClient && (async () => (await import('./dashboard-home-data')).loadDashboardHome(queryClient)),
            lazy: async () => {
              preloadTaskBoardOnWideScreens();
              return { Component: (await import('./dashboard-home-page')).DashboardHomePage };
            },
          },
          {
            path: 'employees',
            handle: title('employees'),
            element: (
              <RequireRole allow={(user) => canManageStaff({ role: user.role, approved: user.is_approved })}>
                <EmployeesPage />
              </RequireRole>
            ),
          },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'messages', handle: title('messages'), element: <MessagesPage /> },
          { path: 'announcements', element: <AnnouncementsPage /> },
          { path: 'settings', handle: title('settings'), element: <SettingsPage /> },
          { path: 'help', handle: title('help'), element: <HelpPage /> },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
  // Where PayTR sends the browser after a card payment (inside its frame first: the pages hand over).
  { path: '/payment-success', element: <PaymentSuccessPage /> },
  { path: '/payment-failed', element: <PaymentFailedPage /> },
  { path: '/super-admin', element: <Navigate to="/super-admin/login" replace /> },
  {
    path: '/super-admin/login',
    handle: title('adminLogin'),
    element: (
      <AdminGuestOnly>
        <AdminLoginPage />
      </AdminGuestOnly>
    ),
  },
  {
    path: '/super-admin/dashboard',
    handle: title('adminDashboard'),
    element: (
      <AdminOnly>
        <AdminDashboardPage />
      </AdminOnly>
    ),
  },
  { path: '*', handle: title('notFound'), element: <NotFoundPage /> },
];

/** Every screen under one root that names the browser tab after it and adds what follows the first screen. */
const routesWith = (queryClient?: QueryClient): RouteObject[] => [
  // HydrateFallback: shown while the first screen's lazy route code (the dashboard's) and its data arrive.
  {
    element: (
      <>
        <DocumentTitle />
        <AfterFirstScreen />
      </>
    ),
    HydrateFallback: FirstScreenFallback,
    children: screensWith(queryClient),
  },
];

/** The routes without loaders: the route tests. */
export const routes: RouteObject[] = routesWith();

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(routesWith(queryClient));
}
