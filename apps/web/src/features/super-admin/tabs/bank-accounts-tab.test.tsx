import '../../../i18n/console';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBankAccount, serveConsole, signInOperator, validIban } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { BankAccountsTab } from './bank-accounts-tab';

describe('Banka hesapları tab', () => {
  it('lists accounts in display order with the IBAN in groups of four', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/bank-accounts': {
        body: [makeBankAccount({ id: 'b2', bank_name: 'Garanti BBVA', display_order: 2 }), makeBankAccount()],
      },
    });
    renderScreen(<BankAccountsTab />);
    expect(await screen.findByTestId('bank-b1-iban')).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    const rows = screen.getAllByTestId(/^bank-b\d$/);
    expect(rows.map((row) => row.dataset.testid)).toEqual(['bank-b1', 'bank-b2']);
  });

  it('checks the required fields and the IBAN, then adds the account with the IBAN unspaced', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/bank-accounts': { body: [] },
      'POST /api/super-admin/bank-accounts': { status: 201, body: makeBankAccount() },
    });
    const { user } = renderScreen(<BankAccountsTab />);
    await user.click(await screen.findByTestId('bank-add'));
    await user.click(await screen.findByTestId('bank-submit'));
    expect(await screen.findByText('Banka adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Hesap sahibi zorunludur')).toBeInTheDocument();
    expect(screen.getByText('IBAN zorunludur')).toBeInTheDocument();

    await user.type(screen.getByTestId('bank-name'), 'Ziraat Bankası');
    await user.type(screen.getByTestId('bank-holder'), 'Vazife Yazılım A.Ş.');
    await user.type(screen.getByTestId('bank-iban'), 'tr330006100519786457841327');
    await user.click(screen.getByTestId('bank-submit'));
    expect(
      await screen.findByText('IBAN geçersiz: TR ile başlayan 26 karakter olmalı ve kontrol basamakları tutmalı'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/super-admin/bank-accounts')).toHaveLength(0);

    await user.clear(screen.getByTestId('bank-iban'));
    await user.type(screen.getByTestId('bank-iban'), validIban.toLowerCase());
    expect(screen.getByTestId('bank-iban')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await user.click(screen.getByTestId('bank-submit'));
    await waitFor(() => expect(api.to('POST /api/super-admin/bank-accounts')).toHaveLength(1));
    expect(api.to('POST /api/super-admin/bank-accounts')[0]?.body).toEqual({
      bank_name: 'Ziraat Bankası',
      account_holder: 'Vazife Yazılım A.Ş.',
      iban: validIban,
      branch: '',
      display_order: 0,
    });
    expect(await screen.findByText('Banka hesabı eklendi')).toBeInTheDocument();
  });

  it('edits with is_active, toggles the active switch and deletes after confirming', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/bank-accounts': { body: [makeBankAccount()] },
      'PUT /api/super-admin/bank-accounts/b1': { body: makeBankAccount() },
      'DELETE /api/super-admin/bank-accounts/b1': { body: { message: 'Banka hesabı silindi' } },
    });
    const { user } = renderScreen(<BankAccountsTab />);
    await user.click(await screen.findByTestId('bank-b1-edit'));
    const order = await screen.findByTestId('bank-order');
    await user.clear(order);
    await user.type(order, '3');
    await user.click(screen.getByTestId('bank-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/bank-accounts/b1')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/bank-accounts/b1')[0]?.body).toMatchObject({
      display_order: 3,
      is_active: true,
    });

    await user.click(screen.getByTestId('bank-b1-active'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/bank-accounts/b1')).toHaveLength(2));
    expect(api.to('PUT /api/super-admin/bank-accounts/b1')[1]?.body).toEqual({ is_active: false });

    await user.click(screen.getByTestId('bank-b1-delete'));
    await user.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(api.to('DELETE /api/super-admin/bank-accounts/b1')).toHaveLength(1));
    expect(await screen.findByText('Banka hesabı silindi')).toBeInTheDocument();
  });
});
