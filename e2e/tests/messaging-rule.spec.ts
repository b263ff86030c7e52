import { expect, test, type Page } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { approvedStaff, sendInChat } from './support/messaging.js';
import { phone } from './support/phone.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

test.use(phone);

/** The employer picks a messaging rule under Ayarlar → Mesajlaşma. */
async function pickRule(page: Page, mode: 'acik' | 'hiyerarsik') {
  await page.getByTestId(`messaging-mode-${mode}`).tap();
  await expect(page.getByText('Mesajlaşma kuralı güncellendi')).toBeVisible();
  await expect(page.getByTestId(`messaging-mode-${mode}`)).toHaveAttribute('data-checked', 'true');
}

/**
 * A worker has a chat open with the manager, empty and writable under Açık; the employer, on her
 * own phone, switches the rule to Hiyerarşik (workers write to supervisors and the employer): the
 * open chat closes at once, saying the rule changed, and stops inviting a first message. Back to
 * Açık, the composer returns and the worker writes.
 */
test('an open chat follows the employer’s change of the messaging rule', async ({ page, browser, request }) => {
  const suffix = Date.now().toString(36).slice(-4);
  const boss = await employerWithCompany(request, `Kural Lojistik ${suffix}`);
  await approvedStaff(request, boss, 'Mehmet Kaya', 'mudur');
  const worker = await approvedStaff(request, boss, 'Ali Çelik', 'isci');

  await signedIn(page, worker.email);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'live');
  await page.getByTestId('bottom-nav-messages').tap();
  await page.getByTestId('open-new-chat').tap();
  await page.getByTestId('new-chat-user').tap();
  await page.getByRole('option', { name: /Mehmet Kaya/ }).tap();
  await page.getByTestId('new-chat-submit').tap();
  await expect(page.getByTestId('chat-title')).toHaveText('Mehmet Kaya');
  const empty = page.getByTestId('messages-empty');
  await expect(empty).toHaveText('Henüz mesaj yok. İlk mesajı siz yazın.');
  await expect(page.getByTestId('composer-input')).toBeVisible();

  const bossContext = await browser.newContext(phone);
  const bossPage = await bossContext.newPage();
  await signedIn(bossPage, boss.email);
  await bossPage.goto('/dashboard/settings');
  await bossPage.getByTestId('settings-tab-messaging').tap();
  await pickRule(bossPage, 'hiyerarsik');

  // The worker's chat, untouched: closed by the event, with the reason under the rule's change.
  await expect(page.getByTestId('composer-closed-heading')).toHaveText('Şirketin mesajlaşma kuralı değişti');
  await expect(page.getByTestId('composer-closed')).toContainText('Bu kişiye mesaj gönderme yetkiniz yok');
  await expect(page.getByTestId('composer-input')).toHaveCount(0);
  await expect(empty).toHaveText('Henüz mesaj yok.');
  await expect(page.getByTestId('chat-title')).toHaveText('Mehmet Kaya');
  await captureScreens(page, 'mobile-chat-rule-closed', { widths: [360] });

  await pickRule(bossPage, 'acik');
  await expect(page.getByTestId('composer-input')).toBeVisible();
  await expect(page.getByTestId('composer-closed')).toHaveCount(0);
  await expect(empty).toHaveText('Henüz mesaj yok. İlk mesajı siz yazın.');
  await captureScreens(page, 'mobile-chat-rule-open', { widths: [360] });
  await sendInChat(page, 'Mehmet Bey, sayım listesi hazır.');
  await bossContext.close();
});
