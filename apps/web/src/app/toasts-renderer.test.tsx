import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './toasts-renderer';

const wideMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = wideMatchMedia;
});

/** Where a toast raised now shows: its container's position. */
async function positionOfToast(message: string) {
  act(() => void notifications.show({ message, autoClose: false }));
  const toast = await screen.findByText(message);
  return toast.closest('.vazife-toasts')?.getAttribute('data-position');
}

afterEach(() => act(() => notifications.clean()));

describe('Toasts', () => {
  it('keep to the top right corner of a wide screen', async () => {
    render(<Toasts />, { wrapper: MantineProvider });
    expect(await positionOfToast('Rapor gönderildi')).toBe('top-right');
  });

  it('rise from the bottom of a phone, off a dialog’s title and close button', async () => {
    window.matchMedia = (query: string) => ({ ...wideMatchMedia(query), matches: query.includes('max-width') });
    render(<Toasts />, { wrapper: MantineProvider });
    expect(await positionOfToast('Duyuru yayımlandı')).toBe('bottom-center');
  });
});
