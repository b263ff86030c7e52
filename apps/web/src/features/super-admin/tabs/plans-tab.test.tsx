import '../../../i18n/console';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { PlansTab } from './plans-tab';

describe('Paketler tab', () => {
  it('lists plans with the price, "Sınırsız" for 999999, and sends the operator token', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/plans': {
        body: [makePlan(), makePlan({ id: 'p2', name: 'Kurumsal', max_users: 999999, is_active: false })],
      },
    });
    renderScreen(<PlansTab />);
    expect(await screen.findByText('Kurumsal')).toBeInTheDocument();
    expect(screen.getByTestId('plan-p2-users')).toHaveTextContent('Sınırsız');
    expect(screen.getByTestId('plan-p1-users')).toHaveTextContent('25 kullanıcı');
    expect(within(screen.getByTestId('plan-p2')).getByText('Pasif')).toBeInTheDocument();
    expect(api.to('GET /api/super-admin/plans')[0]?.headers.Authorization).toBe('Bearer admin-tok');
  });

  it('creates a plan: required fields checked, features one per line with blank lines dropped', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/plans': { body: [] },
      'POST /api/super-admin/plans': { status: 201, body: makePlan() },
    });
    const { user } = renderScreen(<PlansTab />);
    await screen.findByText('Henüz paket yok');
    await user.click(screen.getByTestId('plan-add'));
    await user.click(await screen.findByTestId('plan-submit'));
    expect(await screen.findByText('Paket adı zorunludur')).toBeInTheDocument();
    expect(api.to('POST /api/super-admin/plans')).toHaveLength(0);

    await user.type(screen.getByTestId('plan-name'), 'Başlangıç');
    await user.type(screen.getByTestId('plan-price'), '199,90');
    await user.type(screen.getByTestId('plan-max-users'), '10');
    await user.type(screen.getByTestId('plan-features'), 'Görevler{enter}{enter}  Raporlar  {enter}');
    await user.click(screen.getByTestId('plan-submit'));
    await waitFor(() => expect(api.to('POST /api/super-admin/plans')).toHaveLength(1));
    expect(api.to('POST /api/super-admin/plans')[0]?.body).toMatchObject({
      name: 'Başlangıç',
      price: '199.90',
      max_users: '10',
      features: 'Görevler\nRaporlar',
    });
    expect(await screen.findByText('Paket eklendi')).toBeInTheDocument();
  });

  it('edits a plan with its active state, toggles and shows the server’s refusal to delete', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/plans': { body: [makePlan()] },
      'PUT /api/super-admin/plans/p1': (call) => ({ body: { ...makePlan(), ...(call.body as object) } }),
      'DELETE /api/super-admin/plans/p1': {
        status: 409,
        body: { detail: 'Bu paketi kullanan şirketler var; silmek yerine pasif yapın' },
      },
    });
    const { user } = renderScreen(<PlansTab />);
    await user.click(await screen.findByTestId('plan-p1-edit'));
    const name = await screen.findByTestId('plan-name');
    expect(name).toHaveValue('Standart');
    expect(screen.getByTestId('plan-features')).toHaveValue('Görev takibi\nRaporlar');
    await user.clear(name);
    await user.type(name, 'Standart Plus');
    await user.click(screen.getByTestId('plan-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/plans/p1')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/plans/p1')[0]?.body).toMatchObject({ name: 'Standart Plus', is_active: true });

    await user.click(screen.getByTestId('plan-p1-active'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/plans/p1')).toHaveLength(2));
    expect(api.to('PUT /api/super-admin/plans/p1')[1]?.body).toEqual({ is_active: false });

    await user.click(screen.getByTestId('plan-p1-delete'));
    await user.click(await screen.findByTestId('confirm-button'));
    expect(await screen.findByText('Bu paketi kullanan şirketler var; silmek yerine pasif yapın')).toBeInTheDocument();
  });
});
