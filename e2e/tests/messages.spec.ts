import { expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { jpeg, pdf } from './support/files.js';
import { approvedStaff, sendInChat } from './support/messaging.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

/*
 * How long the other screen may take. With the live stream a message shows within a second (the
 * first delivery and its read tick are held to that); for the later steps, where a refetch of
 * files or a dialog adds its own time, the 3 s polling bound is enough.
 */
const live = 1_000;
const arrival = 3_000 + 1_500;

/**
 * The messaging journey: a supervisor and a worker chat side by side (no reload), the tick turns
 * double when read; the worker opens the chat from a task card; the employer creates a group and
 * sends a bulk message, and sets the company's messaging rule.
 */
test('two people chat live; the employer makes a group and writes to everyone', async ({ browser, request }) => {
  test.slow();
  const boss = await employerWithCompany(request, 'Mesaj Lojistik');
  const chief = await approvedStaff(request, boss, 'Zeynep Demir', 'sef');
  const worker = await approvedStaff(request, boss, 'Ali Çelik', 'isci');
  // A task from the supervisor: the worker's card offers "Mesaj Gönder" to them.
  const task = await request.post('/api/tasks/create', {
    headers: { authorization: `Bearer ${chief.token}` },
    multipart: {
      title: 'Rampa 3 kontrolü',
      description: 'Rampayı boşaltın.',
      assigned_to: worker.id,
      priority: 'orta',
    },
  });
  expect(task.ok(), await task.text()).toBeTruthy();

  const chiefContext = await browser.newContext();
  const workerContext = await browser.newContext();
  const chiefPage = await chiefContext.newPage();
  const workerPage = await workerContext.newPage();
  await signedIn(chiefPage, chief.email);
  await signedIn(workerPage, worker.email);
  for (const page of [chiefPage, workerPage]) await expect(page.locator('html')).toHaveAttribute('data-live', 'live');

  // The bell shows the task the supervisor assigned; its entry names it.
  await expect(workerPage.getByTestId('notification-badge')).toHaveText('1');
  await workerPage.getByTestId('notification-bell').click();
  await expect(workerPage.getByTestId('notification-item').first()).toContainText('Rampa 3 kontrolü');
  await workerPage.keyboard.press('Escape');

  // The worker waits on the conversation list; the supervisor starts a conversation.
  await workerPage.getByTestId('nav-messages').click();
  await expect(workerPage).toHaveURL(/\/dashboard\/messages$/);
  await chiefPage.goto('/dashboard/messages');
  await chiefPage.getByTestId('open-new-chat').click();
  await chiefPage.getByTestId('new-chat-user').click();
  await chiefPage.getByRole('option', { name: /Ali Çelik/ }).click();
  await chiefPage.getByTestId('new-chat-submit').click();
  await expect(chiefPage.getByTestId('chat-title')).toHaveText('Ali Çelik');
  await sendInChat(chiefPage, 'Günaydın Ali, rampa 3 boşaldı mı?');
  const sent = chiefPage.getByTestId('message').filter({ hasText: 'rampa 3 boşaldı mı?' });
  await expect(sent.getByTestId('message-ticks')).toHaveAttribute('data-read', 'false');

  // It reaches the worker's list without a reload, with an unread badge.
  const row = workerPage.getByTestId('chat-row').filter({ hasText: 'Zeynep Demir' });
  await expect(row).toBeVisible({ timeout: live });
  await expect(row.getByTestId('chat-row-unread')).toHaveText('1');
  await expect(row.getByTestId('chat-row-preview')).toHaveText('Günaydın Ali, rampa 3 boşaldı mı?');
  await captureScreens(workerPage, 'messages-list');

  // The worker reads it: the supervisor's tick turns double; the answer comes back live.
  await row.click();
  await expect(workerPage.getByTestId('message').filter({ hasText: 'rampa 3 boşaldı mı?' })).toBeVisible();
  await expect(sent.getByTestId('message-ticks')).toHaveAttribute('data-read', 'true', { timeout: live });
  await sendInChat(workerPage, 'Boşaldı, şimdi temizliyoruz.');
  await expect(chiefPage.getByTestId('message').filter({ hasText: 'şimdi temizliyoruz' })).toBeVisible({
    timeout: arrival,
  });

  // Files: a photo inline and a document as a card, on both screens.
  await workerPage.getByTestId('composer-file-input').setInputFiles([
    { name: 'rampa.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'tutanak.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(workerPage.getByTestId('pending-file')).toHaveCount(2);
  await workerPage.getByTestId('composer-send').click();
  await expect(workerPage.getByTestId('pending-file')).toHaveCount(0);
  await expect(chiefPage.getByTestId('message-image')).toBeVisible({ timeout: arrival });
  await expect(chiefPage.getByTestId('message-file')).toContainText('tutanak.pdf');
  await captureScreens(chiefPage, 'messages-chat');

  // Read status of the supervisor's first message: Ali read it.
  await sent.getByTestId('message-menu').click();
  await chiefPage.getByTestId('message-read-status').click();
  await expect(chiefPage.getByTestId('read-status-row')).toHaveAttribute('data-read', 'true');
  await captureScreens(chiefPage, 'messages-read-status', { themes: ['light'] });
  await chiefPage.keyboard.press('Escape');

  // Edit and delete one's own message: the other side sees "düzenlendi", then nothing.
  await sendInChat(chiefPage, 'Rampa 4 de boş mu?');
  const extra = chiefPage.getByTestId('message').filter({ hasText: 'Rampa 4' });
  await extra.getByTestId('message-menu').click();
  await chiefPage.getByTestId('message-edit').click();
  await chiefPage.getByTestId('edit-message-input').fill('Rampa 4 de boşaltıldı mı?');
  await chiefPage.getByTestId('edit-message-submit').click();
  const edited = workerPage.getByTestId('message').filter({ hasText: 'Rampa 4 de boşaltıldı mı?' });
  await expect(edited.getByTestId('message-edited')).toHaveText('düzenlendi', { timeout: arrival });
  await extra.getByTestId('message-menu').click();
  await chiefPage.getByTestId('message-delete').click();
  await chiefPage.getByTestId('confirm-button').click();
  await expect(extra).toHaveCount(0);
  await expect(edited).toHaveCount(0, { timeout: arrival });

  // Pinning keeps the conversation on top.
  await chiefPage.getByTestId('chat-pin').click();
  await expect(chiefPage.getByTestId('chat-pin')).toHaveAttribute('aria-pressed', 'true');

  // Away from the chat, a new message shows as a toast (sender and text); a click opens the chat.
  await workerPage.goto('/dashboard');
  await expect(workerPage.locator('html')).toHaveAttribute('data-live', 'live');
  await sendInChat(chiefPage, 'Rampa 3 için teşekkürler, iyi çalışmalar.');
  const toast = workerPage.getByRole('alert').filter({ hasText: 'Rampa 3 için teşekkürler' });
  await expect(toast).toContainText('Zeynep Demir', { timeout: arrival });
  await toast.click();
  await expect(workerPage).toHaveURL(new RegExp(`/dashboard/messages\\?user=${chief.id}$`));

  // From the task card, "Mesaj Gönder" opens the chat with whoever assigned the task.
  await workerPage.goto('/dashboard');
  await workerPage
    .getByTestId('task-card')
    .filter({ hasText: 'Rampa 3 kontrolü' })
    .getByTestId('task-send-message')
    .click();
  await expect(workerPage).toHaveURL(new RegExp(`/dashboard/messages\\?user=${chief.id}$`));
  await expect(workerPage.getByTestId('chat-title')).toHaveText('Zeynep Demir');

  // The employer makes a group of both and writes in it; then a bulk message to everyone.
  const bossPage = await (await browser.newContext()).newPage();
  await signedIn(bossPage, boss.email);
  await bossPage.goto('/dashboard/messages');
  await bossPage.getByTestId('open-new-group').click();
  await bossPage.getByTestId('group-create-submit').click();
  await expect(bossPage.getByTestId('group-form-error')).toHaveText('Grup adı ve en az bir üye seçilmelidir');
  await bossPage.getByTestId('group-name').fill('Rampa Ekibi');
  await bossPage.getByTestId('group-members').click();
  await bossPage.getByRole('option', { name: /Zeynep Demir/ }).click();
  await bossPage.getByRole('option', { name: /Ali Çelik/ }).click();
  await bossPage.getByTestId('group-name').click();
  await captureScreens(bossPage, 'messages-new-group', { themes: ['light'] });
  await bossPage.getByTestId('group-create-submit').click();
  await expect(bossPage.getByTestId('chat-title')).toHaveText('Rampa Ekibi');
  await sendInChat(bossPage, 'Yarın 08:00’de rampa başında toplanıyoruz.');
  await expect(workerPage.getByTestId('chat-row').filter({ hasText: 'Rampa Ekibi' })).toBeVisible({ timeout: arrival });
  await bossPage.getByTestId('chat-group-settings').click();
  await expect(bossPage.getByTestId('group-member')).toHaveCount(3);
  await captureScreens(bossPage, 'messages-group-settings', { themes: ['light'] });
  await bossPage.keyboard.press('Escape');
  await captureScreens(bossPage, 'messages-group-chat');

  await bossPage.getByTestId('open-bulk').click();
  await bossPage.getByTestId('bulk-select-all').click();
  await bossPage.getByTestId('bulk-content').fill('Cuma günü envanter sayımı var, herkes hazır olsun.');
  await captureScreens(bossPage, 'messages-bulk', { themes: ['light'] });
  await bossPage.getByTestId('bulk-submit').click();
  await expect(bossPage.getByText('2 kişiye mesaj gönderildi')).toBeVisible();
  await expect(
    workerPage.getByTestId('chat-row').filter({ hasText: 'Selin Aksoy' }).getByTestId('chat-row-preview'),
  ).toHaveText('Cuma günü envanter sayımı var, herk...', { timeout: arrival });

  // The employer lets the supervisor create groups (Çalışanlar); the supervisor's list then offers it.
  await expect(chiefPage.getByTestId('open-new-group')).toHaveCount(0);
  await bossPage.goto('/dashboard/employees');
  await bossPage.getByRole('tab', { name: /Onaylı Çalışanlar/ }).click();
  const chiefCard = bossPage.getByRole('article', { name: 'Zeynep Demir' });
  await chiefCard.getByTestId('employee-group-permission').click();
  await expect(bossPage.getByText('Grup oluşturma yetkisi verildi')).toBeVisible();
  await chiefPage.goto('/dashboard/messages');
  await expect(chiefPage.getByTestId('open-new-group')).toBeVisible();

  // The employer's messaging rule, in Ayarlar.
  await bossPage.goto('/dashboard/settings');
  await bossPage.getByTestId('settings-tab-messaging').click();
  await expect(bossPage.getByTestId('messaging-mode-acik')).toHaveAttribute('data-checked', 'true');
  await bossPage.getByTestId('messaging-mode-hiyerarsik').click();
  await expect(bossPage.getByText('Mesajlaşma kuralı güncellendi')).toBeVisible();
  const company = await (
    await request.get('/api/companies/my', { headers: { authorization: `Bearer ${boss.token}` } })
  ).json();
  expect(company.messaging_mode).toBe('hiyerarsik');
  await captureScreens(bossPage, 'settings-messaging', { themes: ['light'] });
});
