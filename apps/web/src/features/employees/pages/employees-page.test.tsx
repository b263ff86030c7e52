import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person as user } from '../../../test/task-fixtures';
import { EmployeesPage } from './employees-page';

const person = (id: string, name: string, role: string, approved: boolean) => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  role,
  is_approved: approved,
  can_create_groups: false,
  created_at: '2026-11-22T10:00:00Z',
});

const company = {
  id: 'c1',
  name: 'Yıldız',
  description: null,
  code: 'SRK12345678',
  owner_id: 'o',
  subscription_status: 'active',
  subscription_plan_id: null,
  plan_name: null,
  is_trial: true,
  subscription_end_date: null,
  max_users: 2,
  user_count: 2,
  messaging_mode: 'acik',
  created_at: '2026-11-22T10:00:00Z',
};

function setup(approveReply: { status?: number; body?: unknown }) {
  const fetchMock = mockFetch({
    'GET /api/companies/my': { body: company },
    'GET /api/employees/pending': { body: [person('p1', 'Ayşe Yılmaz', 'isci', false)] },
    'GET /api/employees': { body: [person('a1', 'Mehmet Demir', 'sef', true)] },
    'POST /api/employees/p1/approve': approveReply,
  });
  return { fetchMock, ...renderScreen(<EmployeesPage />) };
}

describe('EmployeesPage', () => {
  it('shows the company code and both tabs with their counts', async () => {
    setup({});
    expect(await screen.findByTestId('company-code')).toHaveTextContent('SRK12345678');
    expect(await screen.findByRole('article', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Onay Bekleyenler/ })).toHaveTextContent('1');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Onaylı Çalışanlar/ })).toHaveTextContent('1'));
  });

  it("shows the server's reason when an approval is refused", async () => {
    const detail = 'Paketinizin kullanıcı sınırına (2 kullanıcı) ulaşıldı.';
    const view = setup({ status: 403, body: { detail } });
    const card = await screen.findByRole('article', { name: 'Ayşe Yılmaz' });
    await view.user.click(within(card).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(callsTo(view.fetchMock, 'POST /api/employees/p1/approve')).toHaveLength(1);
  });

  it('falls back to "Çalışan onaylanırken hata oluştu"', async () => {
    const view = setup({ status: 500 });
    const card = await screen.findByRole('article', { name: 'Ayşe Yılmaz' });
    await view.user.click(within(card).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Çalışan onaylanırken hata oluştu')).toBeInTheDocument();
  });

  it('enables the role button only for a different role', async () => {
    const view = setup({});
    await view.user.click(screen.getByRole('tab', { name: /Onaylı Çalışanlar/ }));
    const card = await screen.findByRole('article', { name: 'Mehmet Demir' });
    await view.user.click(within(card).getByRole('button', { name: 'Rolü değiştir' }));
    const submit = await screen.findByRole('button', { name: 'Rolü Güncelle' });
    expect(submit).toBeDisabled();
    await view.user.click(screen.getByRole('combobox', { name: 'Yeni rol' }));
    await view.user.click(await screen.findByRole('option', { name: 'Şef' }));
    expect(submit).toBeDisabled();
    await view.user.click(screen.getByRole('combobox', { name: 'Yeni rol' }));
    await view.user.click(await screen.findByRole('option', { name: 'Müdür' }));
    expect(submit).toBeEnabled();
  });

  it('shows the person a search result links to: the approved tab, their card marked, a worker’s analysis', async () => {
    setSession('tok', user('boss', 'isveren'));
    mockFetch({
      'GET /api/companies/my': { body: company },
      'GET /api/employees/pending': { body: [] },
      'GET /api/employees': {
        body: [person('a1', 'Mehmet Demir', 'sef', true), person('w1', 'Ali Çelik', 'isci', true)],
      },
    });
    const view = renderScreen(<EmployeesPage />, { path: '/dashboard/employees' });
    await view.router.navigate('/dashboard/employees?employee=w1');
    const card = await screen.findByRole('article', { name: 'Ali Çelik' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Mehmet Demir' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('tab', { name: /Onaylı Çalışanlar/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('analysis-dialog')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});
