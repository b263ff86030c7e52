import { expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { fifteenthOfNextMonth } from './support/deadline.js';

/**
 * Typed deadline hours. After picking a day the hour field is selected; a click into it
 * let Chromium put the caret between its digits, so that 17 became 10:07, 23 became 20:03 and 09
 * became 00:09. Typed with a mouse and a keyboard, as on a desktop.
 */
test('a typed deadline hour and minute are the ones typed', async ({ page, request }) => {
  const boss = await employerWithCompany(request, 'Saat Lojistik');
  await page.goto('/login');
  await page.getByTestId('login-email').fill(boss.email);
  await page.getByTestId('login-password').fill(boss.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('new-task-button').click();

  const day = await fifteenthOfNextMonth(page);
  for (const [hour, minute] of [
    ['17', '30'],
    ['23', '45'],
    ['09', '05'],
  ] as const) {
    await page.getByTestId('task-deadline').click();
    if (hour === '17') await page.locator('button[data-direction="next"]').click();
    await page.getByRole('button', { name: day, exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Saat' }).click();
    await page.keyboard.type(hour);
    await expect(page.getByRole('spinbutton', { name: 'Dakika' })).toBeFocused();
    await page.getByRole('spinbutton', { name: 'Dakika' }).click();
    await page.keyboard.type(minute);
    await page.locator('.mantine-DateTimePicker-submitButton').click();
    await expect(page.getByTestId('task-deadline')).toHaveText(`${day} ${hour}:${minute}`);
  }
});
