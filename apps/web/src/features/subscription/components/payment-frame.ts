/**
 * PayTR ends its frame by sending the browser to the ok or fail address (/payment-success,
 * /payment-failed), inside the frame. Loaded there, those pages tell the page that holds the frame
 * (the card payment window listens) with a message on the same origin, and send the top window to
 * themselves should nobody answer (the frame was opened some other way).
 */
export type PaymentResult = 'success' | 'failed';

export const paymentMessageType = 'vazife:payment-result';

export const resultPaths: Record<PaymentResult, string> = {
  success: '/payment-success',
  failed: '/payment-failed',
};

/** The purchase a card payment is for, kept for the success page (set when PayTR's frame opens). */
export const pendingCardPurchaseKey = 'vazife.cardPurchase';

/** How long a page inside the frame waits for the window to take over before moving the top itself. */
export const frameExitFallbackMs = 1500;

export function isInsideFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent cannot even be compared: we are framed.
    return true;
  }
}

/** The result a message from a payment page carries, or null for any other message. */
export function paymentResultOf(event: MessageEvent): PaymentResult | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const { type, result } = data as { type?: unknown; result?: unknown };
  if (type !== paymentMessageType) return null;
  return result === 'success' || result === 'failed' ? result : null;
}

/** From inside the frame: tell the parent, and if it has not taken over soon, move the top window. */
export function leaveFrame(result: PaymentResult): () => void {
  const target = `${resultPaths[result]}${window.location.search}`;
  try {
    window.parent.postMessage({ type: paymentMessageType, result }, window.location.origin);
  } catch {
    // no parent to tell: the fallback below moves the top window
  }
  const timer = window.setTimeout(() => {
    try {
      window.top?.location.assign(target);
    } catch {
      // a foreign top window: stay in the frame, whose page says what happened
    }
  }, frameExitFallbackMs);
  return () => window.clearTimeout(timer);
}

export function rememberCardPurchase(purchaseId: string): void {
  try {
    window.sessionStorage.setItem(pendingCardPurchaseKey, purchaseId);
  } catch {
    // storage unavailable: the success page falls back to the newest card purchase
  }
}

export function recalledCardPurchase(): string | null {
  try {
    return window.sessionStorage.getItem(pendingCardPurchaseKey);
  } catch {
    return null;
  }
}
