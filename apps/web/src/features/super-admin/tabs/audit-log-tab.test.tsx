import '../../../i18n/console';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { makeAuditEntry, pageOf, serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { AuditLogTab } from './audit-log-tab';

describe('Denetim kaydı tab', () => {
  it('shows who changed what, before → after, readably', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/audit-log': {
        body: pageOf([
          makeAuditEntry(),
          makeAuditEntry({
            id: 'au2',
            entity_kind: 'company',
            entity_label: 'Yıldız Lojistik',
            action: 'suspend',
            before: { subscription_status: 'active', subscription_plan_id: null, plan_name: null },
            after: { subscription_status: 'suspended', subscription_plan_id: 'p1', plan_name: 'Standart' },
          }),
        ]),
      },
    });
    renderScreen(<AuditLogTab />);
    const first = await screen.findByTestId('audit-au1');
    expect(within(first).getByText('Güncelleme')).toBeInTheDocument();
    expect(within(first).getByText('Paket')).toBeInTheDocument();
    expect(first).toHaveTextContent('Fiyat: 399,00 TL → 499,90 TL');
    expect(first).toHaveTextContent('Aktif: Hayır → Evet');
    const second = screen.getByTestId('audit-au2');
    expect(second).toHaveTextContent('Askıya alma');
    expect(second).toHaveTextContent('Abonelik durumu: Aktif → Askıya alınmış');
    // The plan by its name, not its id.
    expect(second).toHaveTextContent('Paket: (boş) → Standart');
    expect(second).not.toHaveTextContent('p1');
  });

  it('shows the operator’s sign-ins and two-factor changes by their names, in Turkish and English', async () => {
    signInOperator();
    const account = { entity_kind: 'operator' as const, entity_id: 'op1', entity_label: 'yonetici' };
    serveConsole({
      'GET /api/super-admin/audit-log': {
        body: pageOf([
          makeAuditEntry({
            ...account,
            id: 'in',
            action: 'sign_in',
            before: null,
            after: { address: '198.51.100.7', two_factor: true },
          }),
          makeAuditEntry({
            ...account,
            id: 'fail',
            action: 'sign_in_failed',
            before: null,
            after: { address: '198.51.100.8', step: 'code' },
          }),
          makeAuditEntry({
            ...account,
            id: 'lock',
            action: 'sign_in_locked',
            before: null,
            after: { address: '198.51.100.8', lockout_minutes: 2, locked_until: '2026-11-20T09:32:00.000Z' },
          }),
          makeAuditEntry({
            ...account,
            id: 'on',
            action: 'two_factor_enable',
            before: { two_factor: false },
            after: { two_factor: true },
          }),
          makeAuditEntry({
            ...account,
            id: 'off',
            action: 'two_factor_disable',
            before: { two_factor: true },
            after: { two_factor: false },
          }),
          makeAuditEntry({
            ...account,
            id: 'cli',
            action: 'two_factor_reset',
            before: { two_factor: true },
            after: { two_factor: false },
          }),
          makeAuditEntry({
            ...account,
            id: 'codes',
            action: 'recovery_codes_regenerate',
            before: { recovery_codes_left: 2 },
            after: { recovery_codes_left: 10 },
          }),
        ]),
      },
    });
    const view = renderScreen(<AuditLogTab />);
    const row = async (id: string) => screen.findByTestId(`audit-${id}`);
    expect(await row('in')).toHaveTextContent('Giriş');
    expect(await row('in')).toHaveTextContent('Yönetici hesabı');
    expect(await row('in')).toHaveTextContent('Adres: 198.51.100.7');
    expect(await row('in')).toHaveTextContent('İki adımlı doğrulama: Evet');
    expect(await row('fail')).toHaveTextContent('Başarısız giriş');
    expect(await row('fail')).toHaveTextContent('Adım: Doğrulama kodu');
    expect(await row('lock')).toHaveTextContent('Giriş kilidi');
    expect(await row('lock')).toHaveTextContent('Kilit süresi (dakika): 2');
    expect(await row('lock')).toHaveTextContent('Kilidin bitişi: 20 Kas 2026');
    expect(await row('on')).toHaveTextContent('İki adımlı doğrulamayı açma');
    expect(await row('on')).toHaveTextContent('İki adımlı doğrulama: Hayır → Evet');
    expect(await row('off')).toHaveTextContent('İki adımlı doğrulamayı kapatma');
    expect(await row('cli')).toHaveTextContent('İki adımlı doğrulamayı komut satırından kapatma');
    expect(await row('codes')).toHaveTextContent('Kurtarma kodlarını yenileme');
    expect(await row('codes')).toHaveTextContent('Kalan kurtarma kodu: 2 → 10');
    // The filters offer them too.
    await view.user.click(screen.getByTestId('audit-entity'));
    expect(await screen.findByRole('option', { name: 'Yönetici hesabı' })).toBeInTheDocument();
    await view.user.click(screen.getByTestId('audit-action'));
    expect(await screen.findByRole('option', { name: 'Giriş kilidi' })).toBeInTheDocument();
    view.unmount();

    try {
      changeLanguage('en');
      await expect.poll(() => i18n.language, { timeout: 8000 }).toBe('en');
      renderScreen(<AuditLogTab />);
      expect(await row('in')).toHaveTextContent('Operator account');
      expect(await row('in')).toHaveTextContent('Two-factor sign-in: Yes');
      expect(await row('fail')).toHaveTextContent('Failed sign-in');
      expect(await row('fail')).toHaveTextContent('Step: Verification code');
      expect(await row('lock')).toHaveTextContent('Sign-in lockout');
      expect(await row('on')).toHaveTextContent('Turn on two-factor');
      expect(await row('off')).toHaveTextContent('Turn off two-factor');
      expect(await row('cli')).toHaveTextContent('Turn off two-factor from the command line');
      expect(await row('codes')).toHaveTextContent('Regenerate recovery codes');
      expect(await row('codes')).toHaveTextContent('Recovery codes left: 2 → 10');
    } finally {
      changeLanguage('tr');
      await i18n.changeLanguage('tr');
    }
  });

  it('sends the filters as the query; a reversed date range is flagged and not sent', async () => {
    signInOperator();
    const api = serveConsole({ 'GET /api/super-admin/audit-log': { body: pageOf([]) } });
    const { user } = renderScreen(<AuditLogTab />);
    expect(await screen.findByTestId('audit-empty')).toBeInTheDocument();

    await user.click(screen.getByTestId('audit-entity'));
    await user.click(await screen.findByRole('option', { name: 'Şirket' }));
    await user.click(screen.getByTestId('audit-action'));
    await user.click(await screen.findByRole('option', { name: 'Silme' }));
    await user.type(screen.getByTestId('audit-operator'), 'yonetici');
    await user.type(screen.getByTestId('audit-from'), '2026-11-20');
    await user.type(screen.getByTestId('audit-to'), '2026-11-10');
    expect(await screen.findByText('Başlangıç tarihi bitişten sonra olamaz')).toBeInTheDocument();
    await waitFor(() => {
      const last = api.to('GET /api/super-admin/audit-log').at(-1);
      expect(last?.query.get('entity_kind')).toBe('company');
      expect(last?.query.get('action')).toBe('delete');
      expect(last?.query.get('operator')).toBe('yonetici');
      expect(last?.query.get('from')).toBe('2026-11-20');
      expect(last?.query.has('to')).toBe(false);
    });

    await user.click(screen.getByTestId('audit-clear'));
    await waitFor(() => expect(api.to('GET /api/super-admin/audit-log').at(-1)?.query.has('entity_kind')).toBe(false));
  });
});
