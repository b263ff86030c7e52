import { canManageStaff } from '@vazife/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { DashboardHomePage } from './dashboard-home-page';
import { AdminGuestOnly, AdminOnly, GuestOnly, RequireRole, RequireUserState, RootRedirect } from './guards/guards';
import { DashboardLayout } from './layouts/dashboard-layout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';

const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const EmployeesPage = lazyPage(() => import('../features/employees/pages/employees-page'), 'EmployeesPage');
const HelpPage = lazyPage(() => import('../features/help/pages/help-page'), 'HelpPage');
const CompanySetupPage = lazyPage(() => import('../features/onboarding/pages/company-setup-page'), 'CompanySetupPage');
const JoinCompanyPage = lazyPage(() => import('../features/onboarding/pages/join-company-page'), 'JoinCompanyPage');
const PendingApprovalPage = lazyPage(
  () => import('../features/onboarding/pages/pending-approval-page'),
  'PendingApprovalPage',
);
const SettingsPage = lazyPage(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const AdminDashboardPage = lazyPage(
  () => import('../features/super-admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminLoginPage = lazyPage(() => import('../features/super-admin/pages/admin-login-page'), 'AdminLoginPage');

/** The route table of seeds part 1 §2 and part 2 §2, plus the join and waiting screens. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: '/register',
    element: (
      <GuestOnly>
        <RegisterPage />
      </GuestOnly>
    ),
  },
  {
    path: '/company-setup',
    element: (
      <RequireUserState path="/company-setup">
        <CompanySetupPage />
      </RequireUserState>
    ),
  },
  {
    path: '/join-company',
    element: (
      <RequireUserState path="/join-company">
        <JoinCompanyPage />
      </RequireUserState>
    ),
  },
  {
    path: '/pending-approval',
    element: (
      <RequireUserState path="/pending-approval">
        <PendingApprovalPage />
      </RequireUserState>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <RequireUserState path="/dashboard">
        <DashboardLayout />
      </RequireUserState>
    ),
    children: [
      { index: true, element: <DashboardHomePage /> },
      {
        path: 'employees',
        element: (
          <RequireRole allow={(user) => canManageStaff({ role: user.role, approved: user.is_approved })}>
            <EmployeesPage />
          </RequireRole>
        ),
      },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
  { path: '/super-admin', element: <Navigate to="/super-admin/login" replace /> },
  {
    path: '/super-admin/login',
    element: (
      <AdminGuestOnly>
        <AdminLoginPage />
      </AdminGuestOnly>
    ),
  },
  {
    path: '/super-admin/dashboard',
    element: (
      <AdminOnly>
        <AdminDashboardPage />
      </AdminOnly>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
