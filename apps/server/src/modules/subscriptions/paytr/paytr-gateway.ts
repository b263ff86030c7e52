import { tokenHash, type PaytrCredentials, type TokenFields } from './paytr-protocol.js';

/** What get-token is sent besides the signed fields. */
export interface TokenRequest extends Omit<TokenFields, 'merchant_id'> {
  user_name: string;
  user_address: string;
  user_phone: string;
  merchant_ok_url: string;
  merchant_fail_url: string;
  /** Minutes the payment page stays open. */
  timeout_limit: string;
  debug_on: '0' | '1';
  lang: 'tr' | 'en';
}

export type TokenAnswer = { ok: true; token: string } | { ok: false; reason: string };

/** How long PayTR is waited for before the call is given up as unreachable. */
const timeoutMs = 15_000;

/**
 * Step 1 of the iFrame API: a server-side POST of form fields to `<base>/odeme/api/get-token`,
 * signed with `paytr_token`. The merchant key and salt sign the call and are never sent. An
 * unreachable PayTR, an answer that is not JSON, or PayTR's `failed` comes back as a reason.
 */
export async function requestToken(
  baseUrl: string,
  credentials: PaytrCredentials,
  request: TokenRequest,
): Promise<TokenAnswer> {
  const fields: Record<string, string> = { merchant_id: credentials.merchantId, ...request };
  fields.paytr_token = tokenHash(
    { ...request, merchant_id: credentials.merchantId },
    credentials.merchantKey,
    credentials.merchantSalt,
  );
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/odeme/api/get-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'PayTR sunucusuna ulaşılamadı' };
  }
  let answer: { status?: unknown; token?: unknown; reason?: unknown };
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    return { ok: false, reason: `PayTR okunamayan bir yanıt verdi (HTTP ${response.status})` };
  }
  if (answer?.status === 'success' && typeof answer.token === 'string' && answer.token !== '')
    return { ok: true, token: answer.token };
  const reason = typeof answer?.reason === 'string' && answer.reason.trim() !== '' ? answer.reason.trim() : undefined;
  return { ok: false, reason: reason ?? `PayTR isteği reddetti (HTTP ${response.status})` };
}
