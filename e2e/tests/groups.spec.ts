import { devices, expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { approvedStaff } from './support/messaging.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

// A phone: Pixel 7 touch emulation at 360 px wide, on the config's Chromium.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, viewport: { width: 360, height: 780 } });

/**
 * The employer on a phone manages a group she is not in (docs/product-rules.md#messaging): her list
 * shows it apart, marked; it opens to its members and "Gruba katıl", not to a chat; she joins and
 * writes, renames it, then deletes it after a Turkish confirmation.
 */
test('the employer finds a group she is not in, joins it, renames and deletes it', async ({ page, request }) => {
  test.slow();
  const boss = await employerWithCompany(request, 'Grup Lojistik');
  const chief = await approvedStaff(request, boss, 'Zeynep Demir', 'sef');
  const worker = await approvedStaff(request, boss, 'Ali Çelik', 'isci');
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const granted = await request.post(`/api/employees/${chief.id}/toggle-group-permission`, { headers: as(boss.token) });
  expect(granted.ok(), await granted.text()).toBeTruthy();
  const created = await request.post('/api/groups/create', {
    headers: as(chief.token),
    data: { name: 'Depo Ekibi', description: 'Sabah vardiyası', member_ids: [worker.id] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const groupId = (await created.json()).id as string;
  const said = await request.post(`/api/groups/${groupId}/messages`, {
    headers: as(worker.token),
    data: { content: 'Rampa 3 boşaldı' },
  });
  expect(said.ok(), await said.text()).toBeTruthy();

  await signedIn(page, boss.email);
  await page.goto('/dashboard/messages');
  const others = page.getByTestId('other-groups');
  await expect(others).toContainText('Üye olmadığınız gruplar');
  const row = others.getByTestId('chat-row').filter({ hasText: 'Depo Ekibi' });
  await expect(row.getByTestId('chat-row-not-member')).toHaveText('Üye değilsiniz');
  await captureScreens(page, 'messages-other-groups', { themes: ['light'] });

  await row.tap();
  const overview = page.getByTestId('group-overview');
  await expect(overview.getByTestId('group-overview-member')).toHaveCount(2);
  await expect(page.getByTestId('chat-pane')).toHaveCount(0);
  await captureScreens(page, 'messages-group-overview', { themes: ['light'] });

  await overview.getByTestId('group-join').tap();
  await expect(page.getByTestId('chat-pane')).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: 'Rampa 3 boşaldı' })).toBeVisible();

  // Renamed from the chat's settings; the list follows.
  await page.getByTestId('chat-group-settings').tap();
  await page.getByTestId('group-edit').tap();
  await page.getByTestId('group-edit-name').fill('Gece Ekibi');
  await page.getByTestId('group-edit-submit').tap();
  await expect(page.getByRole('dialog')).toContainText('Gece Ekibi');
  // The success messages of the join and the rename are gone before the screen is checked (one
  // under the pointer waits: the last tap left it there).
  await page.mouse.move(1, 1);
  await expect(page.locator('.mantine-Notification-root')).toHaveText([], { timeout: 10_000 });
  await captureScreens(page, 'messages-group-settings-manager', { themes: ['light'] });

  await page.getByTestId('group-delete').tap();
  await expect(page.getByText('Grup silinsin mi?')).toBeVisible();
  await captureScreens(page, 'messages-group-delete', { themes: ['light'] });
  await page.getByRole('button', { name: 'Evet, grubu sil' }).tap();
  await expect(page.getByText('Grup silindi')).toBeVisible();
  await expect(page.getByTestId('chat-pane')).toHaveCount(0);
  await expect(page.getByTestId('chat-row').filter({ hasText: 'Gece Ekibi' })).toHaveCount(0);
  const gone = await request.get(`/api/groups/${groupId}`, { headers: as(worker.token) });
  expect(gone.status()).toBe(404);
});
