import { test, type FrameLocator, type Page } from '@playwright/test';

/** How long a pressed button of the payment page has to send its form before it counts as not pressed. */
const submitWaitMs = 5_000;

/**
 * Presses a button of the fake PayTR's payment page ("Ödemeyi tamamla", "Başarısız") and waits
 * for the form it submits to leave for the fake: the one thing the press must do, before the
 * notification, the redirect and the result page. Playwright cannot check where a click inside
 * this frame lands (the frame sits in a dialog with a CSS transform, where its hit-target check is
 * skipped), and once a click reported as done reached nothing: no form left, the dialog stayed, and
 * the page sat on /dashboard. When no submission leaves, nothing was paid, and the button is
 * pressed again (three times at most); a press that did submit is never repeated.
 */
export async function pressInPaymentPage(
  page: Page,
  frame: FrameLocator,
  name: string,
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const submitted = page
      .waitForRequest((request) => request.method() === 'POST' && request.url().includes('/odeme/guvenli/'), {
        timeout: submitWaitMs,
      })
      .then(
        () => true,
        () => false,
      );
    const button = frame.getByRole('button', { name });
    await (how === 'tap' ? button.tap() : button.click());
    if (await submitted) return;
    // Said in the report, so that a press that needed repeating is seen, not hidden.
    if (attempt < 3)
      test
        .info()
        .annotations.push({ type: 'payment page', description: `"${name}" pressed again (attempt ${attempt + 1})` });
  }
  throw new Error(`"${name}" was pressed three times on the payment page, and no form was submitted`);
}
