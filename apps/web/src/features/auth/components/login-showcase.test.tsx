import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderScreen } from '../../../test/render';
import { LoginShowcase } from './login-showcase';

const slide = (id: string, order: number) => ({
  id,
  url: `/api/files/${id}.png`,
  title: `Başlık ${id}`,
  description: null,
  order,
});

describe('LoginShowcase', () => {
  it('shows the promotional text while there are no slides', async () => {
    mockFetch({ 'GET /api/settings/login-slider': { body: [] } });
    renderScreen(<LoginShowcase />);
    expect(await screen.findByTestId('login-promo')).toHaveTextContent('Ekibinizi tek yerden yönetin');
  });

  it('shows one slide without dot buttons', async () => {
    mockFetch({ 'GET /api/settings/login-slider': { body: [slide('a', 0)] } });
    renderScreen(<LoginShowcase />);
    expect(await screen.findByText('Başlık a')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slayt 1' })).not.toBeInTheDocument();
  });

  // Every slide, in the operator's order.
  it('shows several slides in order', async () => {
    mockFetch({ 'GET /api/settings/login-slider': { body: [slide('b', 2), slide('a', 1)] } });
    renderScreen(<LoginShowcase />);
    expect(await screen.findByText('Başlık b')).toBeInTheDocument();
    const titles = screen.getAllByText(/^Başlık/).map((node) => node.textContent);
    expect(titles).toEqual(['Başlık a', 'Başlık b']);
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Slaytlar');
  });

  it('shows the first slide, and another when its dot is chosen', async () => {
    mockFetch({ 'GET /api/settings/login-slider': { body: [slide('a', 0), slide('b', 1)] } });
    renderScreen(<LoginShowcase />);
    const second = await screen.findByRole('tab', { name: 'Slayt 2' });
    expect(screen.getByRole('tab', { name: 'Slayt 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: 'Başlık a' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Başlık b' })).not.toBeInTheDocument();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: 'Başlık b' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Başlık a' })).not.toBeInTheDocument();
  });
});
