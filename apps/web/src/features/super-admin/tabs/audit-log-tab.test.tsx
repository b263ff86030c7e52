import '../../../i18n/console';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
