import '../../../i18n/console';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeCompany, makePlan, pageOf, serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { CompaniesTab } from './companies-tab';

const active = makeCompany();
const suspended = makeCompany({
  id: 'c2',
  name: 'Deniz Market',
  subscription_status: 'suspended',
  plan_name: null,
  subscription_plan_id: null,
  is_trial: true,
});

function serve(extra: Parameters<typeof serveConsole>[0] = {}) {
  return serveConsole({
    'GET /api/super-admin/companies': (call) => ({
      body: pageOf(
        [active, suspended].filter(
          (c) =>
            (!call.query.get('status') || c.subscription_status === call.query.get('status')) &&
            (!call.query.get('q') || c.name.includes(call.query.get('q') ?? '')),
        ),
      ),
    }),
    'GET /api/super-admin/plans': { body: [makePlan(), makePlan({ id: 'p2', name: 'Kurumsal' })] },
    ...extra,
  });
}

describe('Şirketler tab', () => {
  it('lists companies; searches and filters by status through the query', async () => {
    signInOperator();
    const api = serve();
    const { user } = renderScreen(<CompaniesTab />);
    expect(await screen.findByText('Yıldız Lojistik')).toBeInTheDocument();
    expect(screen.getByTestId('company-c2-status')).toHaveTextContent('Askıya alınmış');
    expect(screen.getByText('Deneme')).toBeInTheDocument();

    await user.click(screen.getByTestId('company-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Askıya alınmış' }));
    await waitFor(() => expect(screen.queryByText('Yıldız Lojistik')).not.toBeInTheDocument());
    expect(api.to('GET /api/super-admin/companies').at(-1)?.query.get('status')).toBe('suspended');
    await user.click(screen.getByTestId('company-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Tümü' }));
    expect(await screen.findByText('Yıldız Lojistik')).toBeInTheDocument();

    await user.type(screen.getByTestId('company-search'), 'Deniz');
    await waitFor(() => expect(screen.queryByText('Yıldız Lojistik')).not.toBeInTheDocument());
    expect(api.to('GET /api/super-admin/companies').at(-1)?.query.get('q')).toBe('Deniz');
  });

  it('edits the subscription: plan required, end date 30 days ahead by default', async () => {
    signInOperator();
    const api = serve({ 'PUT /api/super-admin/companies/c2': { body: suspended } });
    const { user } = renderScreen(<CompaniesTab />);
    await user.click(await screen.findByTestId('company-c2-menu'));
    await user.click(await screen.findByTestId('company-action-edit'));
    expect(await screen.findByTestId('company-end-date')).toHaveValue(dayjs().add(30, 'day').format('YYYY-MM-DD'));
    await user.click(screen.getByTestId('company-edit-submit'));
    expect(await screen.findByText('Lütfen bir paket seçin')).toBeInTheDocument();
    expect(api.to('PUT /api/super-admin/companies/c2')).toHaveLength(0);

    await user.click(screen.getByTestId('company-plan'));
    await user.click(await screen.findByRole('option', { name: 'Kurumsal' }));
    await user.click(screen.getByTestId('company-edit-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/companies/c2')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/companies/c2')[0]?.body).toEqual({
      subscription_plan_id: 'p2',
      subscription_end_date: dayjs().add(30, 'day').format('YYYY-MM-DD'),
    });
    expect(await screen.findByText('Şirket güncellendi')).toBeInTheDocument();
  });

  it('asks before saving a past end date, which makes the company read-only at once', async () => {
    signInOperator();
    const api = serve({ 'PUT /api/super-admin/companies/c1': { body: { ...active, subscription_status: 'expired' } } });
    const { user } = renderScreen(<CompaniesTab />);
    await user.click(await screen.findByTestId('company-c1-menu'));
    await user.click(await screen.findByTestId('company-action-edit'));
    const endDate = await screen.findByTestId('company-end-date');
    // No floor on the field: yesterday may be chosen.
    expect(endDate).not.toHaveAttribute('min');
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await user.clear(endDate);
    await user.type(endDate, yesterday);

    await user.click(screen.getByTestId('company-edit-submit'));
    const warning = await screen.findByTestId('company-past-date');
    expect(warning).toHaveTextContent('Bu tarih geçmişte: şirket hemen salt okunur olur');
    expect(screen.getByTestId('company-edit-submit')).toHaveTextContent('Yine de kaydet');
    expect(api.to('PUT /api/super-admin/companies/c1')).toHaveLength(0);

    // Another day asks again; a future one saves at once.
    await user.clear(endDate);
    await user.type(endDate, '2020-01-01');
    expect(screen.queryByTestId('company-past-date')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('company-edit-submit'));
    expect(await screen.findByTestId('company-past-date')).toBeInTheDocument();
    expect(api.to('PUT /api/super-admin/companies/c1')).toHaveLength(0);

    await user.click(screen.getByTestId('company-edit-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/companies/c1')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/companies/c1')[0]?.body).toEqual({
      subscription_plan_id: 'p1',
      subscription_end_date: '2020-01-01',
    });
    expect(await screen.findByText('Şirket güncellendi')).toBeInTheDocument();
  });

  it('saves a future end date without asking', async () => {
    signInOperator();
    const api = serve({ 'PUT /api/super-admin/companies/c1': { body: active } });
    const { user } = renderScreen(<CompaniesTab />);
    await user.click(await screen.findByTestId('company-c1-menu'));
    await user.click(await screen.findByTestId('company-action-edit'));
    const endDate = await screen.findByTestId('company-end-date');
    await user.clear(endDate);
    await user.type(endDate, dayjs().format('YYYY-MM-DD'));
    await user.click(screen.getByTestId('company-edit-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/companies/c1')).toHaveLength(1));
    expect(screen.queryByTestId('company-past-date')).not.toBeInTheDocument();
  });

  it('suspends an active company and activates a suspended one after confirming', async () => {
    signInOperator();
    const api = serve({
      'POST /api/super-admin/companies/c1/suspend': { body: { message: 'ok' } },
      'POST /api/super-admin/companies/c2/activate': { body: { message: 'ok' } },
    });
    const { user } = renderScreen(<CompaniesTab />);
    await user.click(await screen.findByTestId('company-c1-menu'));
    expect(screen.queryByTestId('company-action-activate')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('company-action-suspend'));
    await user.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(api.to('POST /api/super-admin/companies/c1/suspend')).toHaveLength(1));

    await user.click(screen.getByTestId('company-c2-menu'));
    await user.click(await screen.findByTestId('company-action-activate'));
    await user.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(api.to('POST /api/super-admin/companies/c2/activate')).toHaveLength(1));
  });

  it('deletes only after the exact name is typed; the call itself sends no body', async () => {
    signInOperator();
    const api = serve({ 'DELETE /api/super-admin/companies/c1': { body: { message: 'Şirket silindi' } } });
    const { user } = renderScreen(<CompaniesTab />);
    await user.click(await screen.findByTestId('company-c1-menu'));
    await user.click(await screen.findByTestId('company-action-delete'));
    const submit = await screen.findByTestId('company-delete-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('company-delete-name'), 'Yıldız');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('company-delete-name'), ' Lojistik');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(api.to('DELETE /api/super-admin/companies/c1')).toHaveLength(1));
    const [call] = api.to('DELETE /api/super-admin/companies/c1');
    expect(call?.body).toBeNull();
    expect(call?.headers).not.toHaveProperty('Content-Type');
    expect(await screen.findByText('Şirket silindi')).toBeInTheDocument();
  });
});
