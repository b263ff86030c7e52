import '../../../i18n/console';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSlide, serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { pickedFile, webpBytes } from '../../../test/sample-files';
import { SliderTab } from './slider-tab';

describe('Giriş slaytları tab', () => {
  it('lists slides by order with a preview image', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/slider/all': {
        body: [makeSlide({ id: 's2', order: 5, title: 'İkinci', active: false }), makeSlide()],
      },
    });
    renderScreen(<SliderTab />);
    const image = await screen.findByRole('img', { name: 'Önizleme: Ekibinizi tek yerden yönetin' });
    expect(image).toHaveAttribute('src', '/uploads/slider/s1.png');
    const cards = screen.getAllByTestId(/^slide-s\d$/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['slide-s1', 'slide-s2']);
    expect(screen.getByTestId('slide-s2-active')).not.toBeChecked();
  });

  it('needs an image of a supported type and an order of at least 0, then uploads', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/slider/all': { body: [] },
      'POST /api/super-admin/slider/upload': { status: 201, body: makeSlide() },
    });
    const { user } = renderScreen(<SliderTab />);
    await user.click(await screen.findByTestId('slide-add'));
    await user.click(await screen.findByTestId('slide-submit'));
    expect(await screen.findByText('Lütfen bir görsel seçin')).toBeInTheDocument();

    const input = screen.getByTestId('slide-file-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'slayt.bmp', { type: 'image/bmp' })] } });
    expect(await screen.findByText('Görsel JPG, PNG, WebP veya GIF olmalı')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [pickedFile('slayt.webp', webpBytes(), { type: 'image/webp' })] } });
    await user.type(screen.getByTestId('slide-title'), 'Yeni dönem');
    const order = screen.getByTestId('slide-order');
    await user.clear(order);
    await user.click(screen.getByTestId('slide-submit'));
    expect(await screen.findByText('Sıra en az 0 olmalı')).toBeInTheDocument();
    expect(api.to('POST /api/super-admin/slider/upload')).toHaveLength(0);

    await user.type(order, '2');
    await user.click(screen.getByTestId('slide-submit'));
    await waitFor(() => expect(api.to('POST /api/super-admin/slider/upload')).toHaveLength(1));
    const sent = api.to('POST /api/super-admin/slider/upload')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('slayt.webp');
    expect(sent.get('title')).toBe('Yeni dönem');
    expect(sent.get('order')).toBe('2');
    expect(await screen.findByText('Slayt yüklendi')).toBeInTheDocument();
  });

  it('edits the texts and state, toggles active and deletes after confirming', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/slider/all': { body: [makeSlide()] },
      'PUT /api/super-admin/slider/s1': { body: makeSlide() },
      'DELETE /api/super-admin/slider/s1': { body: { message: 'Slayt silindi' } },
    });
    const { user } = renderScreen(<SliderTab />);
    await user.click(await screen.findByTestId('slide-s1-edit'));
    const title = await screen.findByTestId('slide-title');
    await user.clear(title);
    await user.type(title, 'Güncel başlık');
    await user.click(screen.getByTestId('slide-submit'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/slider/s1')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/slider/s1')[0]?.body).toEqual({
      title: 'Güncel başlık',
      description: 'Görevler, raporlar ve mesajlar',
      order: 0,
      active: true,
    });

    await user.click(screen.getByTestId('slide-s1-active'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/slider/s1')).toHaveLength(2));
    expect(api.to('PUT /api/super-admin/slider/s1')[1]?.body).toEqual({ active: false });

    await user.click(screen.getByTestId('slide-s1-delete'));
    await user.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(api.to('DELETE /api/super-admin/slider/s1')).toHaveLength(1));
  });
});
