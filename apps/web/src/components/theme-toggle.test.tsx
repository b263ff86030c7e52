import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderScreen } from '../test/render';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('switches to dark and back, storing the choice under "theme" and marking the document', async () => {
    mockFetch({});
    const view = renderScreen(<ThemeToggle />);
    await view.user.click(screen.getByRole('button', { name: 'Koyu temaya geç' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveClass('dark');
    await view.user.click(screen.getByRole('button', { name: 'Açık temaya geç' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
