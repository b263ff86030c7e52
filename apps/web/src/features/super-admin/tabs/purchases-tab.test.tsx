import '../../../i18n/console';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePurchase, serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { PurchasesTab } from './purchases-tab';

const pending = makePurchase();
const approved = makePurchase({
  id: 'pu2',
  status: 'onaylandi',
  company_name: 'Deniz Market',
  invoice_file_url: '/api/super-admin/purchases/pu2/invoice?dl=op1.1796677200000.abc',
});
const approvedWithoutInvoice = makePurchase({ id: 'pu3', status: 'onaylandi', company_name: 'Ege Nakliyat' });

describe('Satın almalar tab', () => {
  it('starts on the pending ones and filters by status through the query', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/purchases': (call) => ({
        body:
          call.query.get('status') === 'onaylandi'
            ? [approved]
            : call.query.get('status')
              ? [pending]
              : [pending, approved],
      }),
    });
    const { user } = renderScreen(<PurchasesTab />);
    expect(await screen.findByText('Yıldız Lojistik')).toBeInTheDocument();
    expect(api.to('GET /api/super-admin/purchases')[0]?.query.get('status')).toBe('beklemede');
    expect(screen.getByTestId('purchase-pu1-status')).toHaveTextContent('Beklemede');
    // Money as the employer reads it (lib/money.ts), not "₺1.499,70".
    expect(screen.getAllByText('1.499,70 TL').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('₺');

    await user.click(screen.getByText('Onaylandı'));
    expect(await screen.findByText('Deniz Market')).toBeInTheDocument();
    expect(screen.getByTestId('purchase-pu2-invoice')).toHaveAttribute(
      'href',
      '/api/super-admin/purchases/pu2/invoice?dl=op1.1796677200000.abc',
    );
    // Only a pending purchase can be approved or rejected.
    expect(screen.queryByTestId('purchase-pu2-approve')).not.toBeInTheDocument();

    await user.click(screen.getByText('Tümü'));
    await waitFor(() =>
      expect(api.to('GET /api/super-admin/purchases').some((c) => !c.query.has('status'))).toBe(true),
    );
  });

  it('approves with an optional note', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/purchases': { body: [pending] },
      'PUT /api/super-admin/purchases/pu1/approve': { body: { ...pending, status: 'onaylandi' } },
    });
    const { user } = renderScreen(<PurchasesTab />);
    await user.click(await screen.findByTestId('purchase-pu1-approve'));
    await user.type(await screen.findByTestId('purchase-notes'), 'Dekont kontrol edildi');
    await user.click(screen.getByTestId('purchase-dialog-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/purchases/pu1/approve')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/purchases/pu1/approve')[0]?.body).toEqual({ notes: 'Dekont kontrol edildi' });
    expect(await screen.findByText('Satın alma onaylandı')).toBeInTheDocument();
  });

  it('refuses a rejection without a reason, then sends the reason', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/purchases': { body: [pending] },
      'PUT /api/super-admin/purchases/pu1/reject': { body: { ...pending, status: 'reddedildi' } },
    });
    const { user } = renderScreen(<PurchasesTab />);
    await user.click(await screen.findByTestId('purchase-pu1-reject'));
    await user.click(await screen.findByTestId('purchase-dialog-submit'));
    expect(await screen.findByText('Lütfen red nedeni girin')).toBeInTheDocument();
    expect(api.to('PUT /api/super-admin/purchases/pu1/reject')).toHaveLength(0);
    await user.type(screen.getByTestId('purchase-reason'), 'Ödeme ulaşmadı');
    await user.click(screen.getByTestId('purchase-dialog-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/purchases/pu1/reject')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/purchases/pu1/reject')[0]?.body).toEqual({
      rejection_reason: 'Ödeme ulaşmadı',
    });
  });

  it('shows which approved purchases are invoiced, opens the invoice, and offers no invoice before approval', async () => {
    signInOperator();
    serveConsole({ 'GET /api/super-admin/purchases': { body: [pending, approved, approvedWithoutInvoice] } });
    renderScreen(<PurchasesTab />);
    expect(await screen.findByTestId('purchase-pu2-invoiced')).toHaveTextContent('Faturalı');
    const link = screen.getByTestId('purchase-pu2-invoice');
    expect(link).toHaveTextContent('Faturayı aç');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('purchase-pu2-upload')).toHaveTextContent('Faturayı değiştir');
    expect(screen.getByTestId('purchase-pu3-invoiced')).toHaveTextContent('Fatura yok');
    expect(screen.queryByTestId('purchase-pu3-invoice')).not.toBeInTheDocument();
    expect(screen.getByTestId('purchase-pu3-upload')).toHaveTextContent('Fatura yükle');
    // A purchase still waiting gets no invoice (the server refuses it with 409).
    expect(screen.queryByTestId('purchase-pu1-upload')).not.toBeInTheDocument();
    expect(screen.queryByTestId('purchase-pu1-invoiced')).not.toBeInTheDocument();
  });

  it('shows a cheaper plan queued after the current one, from when, and an upgrade’s credit', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/purchases': {
        body: [
          makePurchase({
            id: 'pu4',
            status: 'onaylandi',
            period_kind: 'downgrade',
            period_starts_at: '2099-03-31T21:30:00.000Z',
            period_ends_at: '2099-04-30T21:30:00.000Z',
          }),
          makePurchase({ id: 'pu5', credit_amount: 276, credit_days: 84, credit_plan_name: 'Başlangıç' }),
        ],
      },
    });
    renderScreen(<PurchasesTab />);
    expect(await screen.findByTestId('purchase-pu4-queued')).toHaveTextContent("Sırada: 1 Nisan'dan itibaren");
    expect(screen.getByTestId('purchase-pu5-credit')).toHaveTextContent('276,00');
    expect(screen.getByTestId('purchase-pu5-credit')).toHaveTextContent('Başlangıç, 84 gün');
  });

  it('asks for an invoice file, refuses another type, uploads a PDF as `invoice`', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/purchases': { body: [approvedWithoutInvoice] },
      'POST /api/super-admin/purchases/pu3/upload-invoice': {
        body: { ...approvedWithoutInvoice, invoice_file_url: '/x' },
      },
    });
    const { user } = renderScreen(<PurchasesTab />);
    await user.click(await screen.findByTestId('purchase-pu3-upload'));
    await user.click(await screen.findByTestId('purchase-dialog-submit'));
    expect(await screen.findByText('Lütfen fatura dosyası seçin')).toBeInTheDocument();

    const input = screen.getByTestId('purchase-invoice-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'fatura.docx', { type: 'application/msword' })] } });
    expect(await screen.findByText('Fatura PDF, JPG veya PNG olmalı')).toBeInTheDocument();

    const pdf = new File(['%PDF'], 'fatura.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    await user.click(screen.getByTestId('purchase-dialog-submit'));
    await waitFor(() => expect(api.to('POST /api/super-admin/purchases/pu3/upload-invoice')).toHaveLength(1));
    const sent = api.to('POST /api/super-admin/purchases/pu3/upload-invoice')[0]?.body as FormData;
    expect((sent.get('invoice') as File).name).toBe('fatura.pdf');
    expect(await screen.findByText('Fatura yüklendi')).toBeInTheDocument();
  });

  it('shows the server’s detail when an approval fails', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/purchases': { body: [pending] },
      'PUT /api/super-admin/purchases/pu1/approve': {
        status: 409,
        body: { detail: 'Bu satın alma zaten karara bağlanmış' },
      },
    });
    const { user } = renderScreen(<PurchasesTab />);
    await user.click(await screen.findByTestId('purchase-pu1-approve'));
    await user.click(await screen.findByTestId('purchase-dialog-submit'));
    expect(await screen.findByText('Bu satın alma zaten karara bağlanmış')).toBeInTheDocument();
  });
});
