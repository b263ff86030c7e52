import { canManageStaff } from '@vazife/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DocumentTitle, type TitleHandle } from './document-title';
import { GuestPageLoad } from './guards/guest-page-load';
import { AdminGuestOnly, AdminOnly, RequireRole, RequireUserState, RootRedirect } from './guards/guards';
import { lazyPage, PageLoader } from './lazy-page';
import { NotFoundPage } from './not-found-page';

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
const SettingsPage = lazyPage(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const AdminDashboardPage = lazyPage(
  () => import('../features/super-admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminLoginPage = lazyPage(() => import('../features/super-admin/pages/admin-login-page'), 'AdminLoginPage');

/** The route table of seeds part 1 §2 and part 2 §2, plus the join and waiting screens. */
const screens: RouteObject[] = [
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
    children: [
      {
        // The signed-in shell and its first tab are fetched together (React Router loads every
        // matched route's `lazy` at once): one round trip for a signed-in visit, none for /login.
        lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
        children: [
          {
            index: true,
            handle: title('tasks'),
            lazy: async () => ({ Component: (await import('./dashboard-home-page')).DashboardHomePage }),
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
          { path: 'messages', handle: title('messages'), element: <MessagesPage /> },
          { path: 'settings', handle: title('settings'), element: <SettingsPage /> },
          { path: 'help', handle: title('help'), element: <HelpPage /> },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
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

/** Every screen under one root that names the browser tab after it. */
export const routes: RouteObject[] = [
  // HydrateFallback: shown while the first screen's lazy route code (the dashboard's) arrives.
  { element: <DocumentTitle />, HydrateFallback: PageLoader, children: screens },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
