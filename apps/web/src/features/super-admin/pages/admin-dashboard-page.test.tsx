import '../../../i18n/console';
import { screen, waitFor } from '@testing-library/react';
import type { AdminDashboard, RevenueStats } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAdminSession } from '../../../lib/admin-session';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { makePlan, serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';

const dashboard: AdminDashboard = {
  total_companies: 14,
  new_companies_this_week: 2,
  active_companies: 11,
  expired_companies: 3,
  total_users: 187,
  plan_distribution: [
    { id: 'p1', name: 'Standart', count: 9 },
    { id: null, name: 'Deneme', count: 5 },
  ],
};

const revenue: RevenueStats = {
  monthly_revenue: 12499.5,
  active_subscriptions: 11,
  months: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    revenue: index === 11 ? 12499.5 : index * 1000,
    purchases: index,
  })),
};

// A tab's code is its own chunk: the first visit to one waits for its import.
const chunk = { timeout: 8000 };

afterEach(() => vi.restoreAllMocks());

describe('Operator console', () => {
  it('opens on Genel bakış: the counts, this month’s revenue and the twelve-month chart', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/dashboard': { body: dashboard },
      'GET /api/super-admin/stats/revenue': { body: revenue },
    });
    renderScreen(<AdminDashboardPage />, { path: '/super-admin/dashboard' });
    expect(await screen.findByTestId('admin-total-companies-value', {}, chunk)).toHaveTextContent('14');
    expect(screen.getByTestId('admin-total-users-value')).toHaveTextContent('187');
    expect(await screen.findByTestId('revenue-monthly')).toHaveTextContent('12.499,5');
    expect(screen.getByTestId('revenue-active')).toHaveTextContent('11');
    expect(await screen.findByTestId('revenue-chart', {}, chunk)).toBeInTheDocument();
    expect(screen.getByTestId('plan-distribution')).toHaveTextContent('Standart');
    expect(screen.getByTestId('console-tab-overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the tab in the address: ?tab=plans opens Paketler, a click moves the address', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/plans': { body: [makePlan()] },
      'GET /api/super-admin/bank-accounts': { body: [] },
    });
    const { router, user } = renderScreen(<AdminDashboardPage />, { path: '/super-admin/dashboard' });
    await router.navigate('/super-admin/dashboard?tab=plans');
    expect(await screen.findByTestId('plan-p1', {}, chunk)).toBeInTheDocument();
    expect(screen.getByTestId('console-tab-plans')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByTestId('console-tab-bank-accounts'));
    expect(await screen.findByText('Henüz banka hesabı yok', {}, chunk)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=bank-accounts');
  });

  it('an unknown tab falls back to Genel bakış', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/dashboard': { body: dashboard },
      'GET /api/super-admin/stats/revenue': { body: revenue },
    });
    const { router } = renderScreen(<AdminDashboardPage />, { path: '/super-admin/dashboard' });
    await router.navigate('/super-admin/dashboard?tab=yok');
    expect(await screen.findByTestId('admin-total-companies-value', {}, chunk)).toHaveTextContent('14');
  });

  it('on a phone the tabs are a select', async () => {
    signInOperator();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      serveConsole({
        'GET /api/super-admin/dashboard': { body: dashboard },
        'GET /api/super-admin/stats/revenue': { body: revenue },
        'GET /api/super-admin/purchases': { body: [] },
      });
      const { router, user } = renderScreen(<AdminDashboardPage />, { path: '/super-admin/dashboard' });
      const select = await screen.findByTestId('console-tab-select');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      await user.selectOptions(select, 'purchases');
      expect(await screen.findByTestId('purchases-empty', {}, chunk)).toBeInTheDocument();
      expect(router.state.location.search).toBe('?tab=purchases');
    } finally {
      window.matchMedia = original;
    }
  });

  it('speaks English once English is chosen', async () => {
    signInOperator();
    serveConsole({ 'GET /api/super-admin/plans': { body: [makePlan({ max_users: 999999 })] } });
    try {
      changeLanguage('en');
      await expect.poll(() => i18n.language, { timeout: 8000 }).toBe('en');
      const { router } = renderScreen(<AdminDashboardPage />, { path: '/super-admin/dashboard' });
      await router.navigate('/super-admin/dashboard?tab=plans');
      expect(await screen.findByTestId('plan-p1-users', {}, chunk)).toHaveTextContent('Unlimited');
      expect(screen.getByTestId('console-tab-bank-accounts')).toHaveTextContent('Bank accounts');
    } finally {
      changeLanguage('tr');
      await i18n.changeLanguage('tr');
    }
  });

  it('a 401 signs the operator out', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/dashboard': { status: 401, body: { detail: 'Oturum süresi doldu' } },
      'GET /api/super-admin/stats/revenue': { status: 401, body: { detail: 'Oturum süresi doldu' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderScreen(<AdminDashboardPage />, { path: '/super-admin/dashboard' });
    await waitFor(() => expect(getAdminSession()).toBeNull());
  });
});
