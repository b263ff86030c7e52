import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { DeadlineField } from './deadline-field';

describe('DeadlineField', () => {
  it.each([
    ['17', '30', '17:30'],
    ['09', '05', '09:05'],
    ['23', '59', '23:59'],
  ])('takes the hour %s and minute %s as typed', async (hour, minute, time) => {
    const onChange = vi.fn();
    const view = renderScreen(<DeadlineField onChange={onChange} data-testid="deadline" />);
    // A day of next month, never in the past.
    const day = dayjs().locale('tr').add(1, 'month').date(15);
    await view.user.click(screen.getByTestId('deadline'));
    await view.user.click(document.querySelector('button[data-direction="next"]')!);
    await view.user.click(screen.getByRole('button', { name: day.format('D MMMM YYYY') }));
    await view.user.click(screen.getByRole('spinbutton', { name: 'Saat' }));
    await view.user.keyboard(hour);
    expect(screen.getByRole('spinbutton', { name: 'Dakika' })).toHaveFocus();
    await view.user.keyboard(minute);
    expect(onChange).toHaveBeenLastCalledWith(`${day.format('YYYY-MM-DD')} ${time}:00`);
    expect(screen.getByTestId('deadline')).toHaveTextContent(`${day.format('D MMMM YYYY')} ${time}`);
  });

  it('heads the calendar’s columns from Monday, "Pzt", as Turkish abbreviates the days', async () => {
    const view = renderScreen(<DeadlineField onChange={vi.fn()} data-testid="deadline" />);
    await view.user.click(screen.getByTestId('deadline'));
    const heads = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(heads).toEqual(['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']);
  });
});
