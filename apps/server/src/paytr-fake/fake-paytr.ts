import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake PayTR that speaks the iFrame API's protocol (docs/card-payments.md), for tests and
 * the demo: nothing else fakes PayTR. It signs and checks with its own code, written from the
 * protocol and not shared with the server's, so that a mistake in one is caught by the other.
 *
 * - `POST /odeme/api/get-token` (url-encoded or multipart) checks every field and the
 *   `paytr_token` with its merchant id, key and salt, and answers `{status:"success",token}` or
 *   `{status:"failed",reason}`.
 * - `GET /odeme/guvenli/<token>` is the payment page (Turkish): "Ödemeyi tamamla",
 *   "Taksitli öde" (a total above the order's, as an installment fee makes it) and "Başarısız".
 * - A button posts the signed notification to the configured notification URL, again until it is
 *   answered exactly `OK` (as PayTR does, with a shorter wait), then `duplicates` more copies, and
 *   sends the browser's top window to `merchant_ok_url` or `merchant_fail_url`.
 */
export interface FakePaytrOptions {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  /** The app's notification URL (PayTR's "Bildirim URL", set once in its panel). */
  notifyUrl?: string;
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** Wait between deliveries of a notification not answered OK. */
  retryDelayMs?: number;
  /** Deliveries of a notification before giving up. */
  maxAttempts?: number;
  /** Copies sent after the one answered OK, as PayTR may repeat a notification. */
  duplicates?: number;
  log?: (line: string) => void;
}

export interface FakeOrder {
  token: string;
  fields: Record<string, string>;
  result?: 'success' | 'failed';
}

export interface Delivery {
  attempt: number;
  status: number;
  body: string;
}

export type PayResult = 'success' | 'failed' | 'installment';

export interface FakePaytr {
  /** `http://host:port`, what PAYTR_BASE_URL is set to. */
  url: string;
  orders: Map<string, FakeOrder>;
  /** Every get-token call's fields, in order, refused ones included. */
  tokenRequests: Record<string, string>[];
  setNotifyUrl(url: string): void;
  /** What a button of the payment page does, without the browser: the deliveries made. */
  pay(token: string, result: PayResult): Promise<Delivery[]>;
  /** The signed notification's fields for an order, as PayTR would post them. */
  notification(order: FakeOrder, result: PayResult): Record<string, string>;
  close(): Promise<void>;
}

const tokenFields = [
  'merchant_id',
  'user_ip',
  'merchant_oid',
  'email',
  'payment_amount',
  'user_basket',
  'no_installment',
  'max_installment',
  'currency',
  'test_mode',
] as const;

const requiredFields = [
  ...tokenFields,
  'paytr_token',
  'debug_on',
  'user_name',
  'user_address',
  'user_phone',
  'merchant_ok_url',
  'merchant_fail_url',
];

function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64');
}

function equalText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Url-encoded or multipart fields, read as the platform's own Request would. */
async function readForm(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  const body = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  try {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
    return fields;
  } catch {
    return undefined;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function json(response: ServerResponse, value: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(value));
}

export async function startFakePaytr(options: FakePaytrOptions): Promise<FakePaytr> {
  const log = options.log ?? (() => undefined);
  const retryDelayMs = options.retryDelayMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const duplicates = options.duplicates ?? 1;
  let notifyUrl = options.notifyUrl;
  const orders = new Map<string, FakeOrder>();
  const usedOids = new Set<string>();
  const tokenRequests: Record<string, string>[] = [];

  /** Why get-token is refused, or undefined when every check holds. */
  function refusal(fields: Record<string, string>): string | undefined {
    const missing = requiredFields.filter((name) => fields[name] === undefined || fields[name] === '');
    if (missing.length > 0) return `Eksik alan: ${missing.join(', ')}`;
    if ('merchant_key' in fields || 'merchant_salt' in fields)
      return 'merchant_key ve merchant_salt gönderilmemeli (yalnızca imzada kullanılır)';
    if (fields.merchant_id !== options.merchantId) return 'Geçersiz merchant_id';
    const expected = hmac(options.merchantKey, tokenFields.map((name) => fields[name]).join('') + options.merchantSalt);
    if (!equalText(expected, fields.paytr_token!))
      return 'paytr_token geçersiz: anahtar, gizli anahtar, alan sırası ya da gönderilen değerler imzayla uyuşmuyor';
    if (!/^[A-Za-z0-9]{1,64}$/.test(fields.merchant_oid!))
      return 'merchant_oid yalnızca harf ve rakam olmalı (en fazla 64)';
    if (usedOids.has(fields.merchant_oid!)) return 'Bu merchant_oid daha önce kullanıldı';
    if (!/^[1-9]\d*$/.test(fields.payment_amount!)) return 'payment_amount kuruş cinsinden pozitif bir tam sayı olmalı';
    if (!['0', '1'].includes(fields.no_installment!) || !['0', '1'].includes(fields.test_mode!))
      return 'no_installment ve test_mode 0 ya da 1 olmalı';
    if (!/^(0|[2-9]|1[0-2])$/.test(fields.max_installment!)) return 'max_installment 0 ya da 2–12 olmalı';
    if (fields.user_ip!.length > 39) return 'user_ip en fazla 39 karakter';
    try {
      const basket: unknown = JSON.parse(Buffer.from(fields.user_basket!, 'base64').toString('utf8'));
      const lines = basket as unknown[][];
      if (!Array.isArray(basket) || basket.length === 0) throw new Error();
      let kurus = 0;
      for (const line of lines) {
        if (!Array.isArray(line) || typeof line[0] !== 'string' || !/^\d+\.\d{2}$/.test(String(line[1])))
          throw new Error();
        kurus += Math.round(Number(line[1]) * 100) * Number(line[2]);
      }
      if (kurus !== Number(fields.payment_amount)) return 'Sepet toplamı payment_amount ile uyuşmuyor';
    } catch {
      return 'user_basket base64 JSON bir liste olmalı: [[ad, "birim fiyat", adet], …]';
    }
    return undefined;
  }

  function notification(order: FakeOrder, result: PayResult): Record<string, string> {
    const amount = Number(order.fields.payment_amount);
    const status = result === 'failed' ? 'failed' : 'success';
    const total = result === 'installment' ? String(Math.round(amount * 1.03)) : String(amount);
    const oid = order.fields.merchant_oid!;
    return {
      merchant_oid: oid,
      status,
      total_amount: total,
      hash: hmac(options.merchantKey, oid + options.merchantSalt + status + total),
      payment_type: 'card',
      currency: order.fields.currency ?? 'TL',
      payment_amount: order.fields.payment_amount!,
      test_mode: order.fields.test_mode ?? '1',
      ...(result === 'installment' ? { installment_count: '3' } : {}),
      ...(status === 'failed'
        ? { failed_reason_code: '0', failed_reason_msg: 'Kart limiti yetersiz (sahte PayTR)' }
        : {}),
    };
  }

  async function deliverOnce(fields: Record<string, string>): Promise<{ status: number; body: string }> {
    if (!notifyUrl) return { status: 0, body: 'bildirim adresi yok' };
    try {
      const response = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: String(error) };
    }
  }

  /** Delivers until answered exactly OK (PayTR's rule), then the duplicates. */
  async function deliver(fields: Record<string, string>): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const answer = await deliverOnce(fields);
      deliveries.push({ attempt, ...answer });
      log(`bildirim ${fields.merchant_oid} ${fields.status} → ${answer.status} ${answer.body.slice(0, 60)}`);
      if (answer.status === 200 && answer.body === 'OK') {
        for (let copy = 1; copy <= duplicates; copy++)
          deliveries.push({ attempt: attempt + copy, ...(await deliverOnce(fields)) });
        return deliveries;
      }
      if (attempt < maxAttempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
    log(`bildirim ${fields.merchant_oid}: ${maxAttempts} denemede OK alınamadı, bırakıldı`);
    return deliveries;
  }

  async function pay(token: string, result: PayResult): Promise<Delivery[]> {
    const order = orders.get(token);
    if (!order) throw new Error(`no such token: ${token}`);
    order.result = result === 'failed' ? 'failed' : 'success';
    return deliver(notification(order, result));
  }

  function page(order: FakeOrder): string {
    const f = order.fields;
    const amount = Number(f.payment_amount);
    const tl = `${Math.floor(amount / 100)},${String(amount % 100).padStart(2, '0')} TL`;
    const action = `/odeme/guvenli/${encodeURIComponent(order.token)}`;
    const button = (result: PayResult, text: string, colour: string) =>
      `<form method="post" action="${action}" target="_top"><input type="hidden" name="sonuc" value="${result}"><button style="background:${colour}">${text}</button></form>`;
    return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sahte PayTR ödeme sayfası</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fb;color:#1a1f36}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
button{width:100%;padding:12px;margin-top:12px;border:0;border-radius:8px;color:#fff;font-size:16px;cursor:pointer}p{line-height:1.5}.not{font-size:13px;color:#444}</style></head>
<body><main><h1>Sahte PayTR</h1>
<p>Sipariş: <strong style="overflow-wrap:anywhere">${escapeHtml(f.merchant_oid!)}</strong><br>Tutar: <strong>${escapeHtml(tl)}</strong>${f.test_mode === '1' ? ' (test modu)' : ''}</p>
<p class="not">Bu sayfa gerçek PayTR değildir; kart bilgisi istenmez. Bir düğmeye basınca imzalı ödeme bildirimi uygulamaya gönderilir ve tarayıcı sonuç sayfasına yönlendirilir.</p>
${button('success', 'Ödemeyi tamamla', '#1e7a3c')}
${button('installment', 'Taksitli öde (vade farkıyla)', '#1d4ed8')}
${button('failed', 'Başarısız', '#b42318')}
</main></body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/odeme/api/get-token') {
      const fields = await readForm(request);
      if (!fields) return json(response, { status: 'failed', reason: 'Form okunamadı' });
      tokenRequests.push(fields);
      const reason = refusal(fields);
      if (reason) {
        log(`get-token reddedildi: ${reason}`);
        return json(response, { status: 'failed', reason });
      }
      const token = randomBytes(24).toString('hex');
      usedOids.add(fields.merchant_oid!);
      orders.set(token, { token, fields });
      log(`get-token ${fields.merchant_oid} ${fields.payment_amount} kuruş → ${token}`);
      return json(response, { status: 'success', token });
    }
    const pageMatch = /^\/odeme\/guvenli\/([^/]+)$/.exec(url.pathname);
    const order = pageMatch ? orders.get(decodeURIComponent(pageMatch[1]!)) : undefined;
    if (pageMatch && request.method === 'GET') {
      if (!order) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return void response.end('Ödeme anahtarı bulunamadı');
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(page(order));
    }
    if (pageMatch && request.method === 'POST' && order) {
      const fields = (await readForm(request)) ?? {};
      const result: PayResult =
        fields.sonuc === 'failed' ? 'failed' : fields.sonuc === 'installment' ? 'installment' : 'success';
      if (order.result) {
        response.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' });
        return void response.end('Bu ödeme zaten sonuçlandı');
      }
      // The first delivery is awaited (the repeats go on in the background), then the top window moves.
      const done = pay(order.token, result);
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      const target = result === 'failed' ? order.fields.merchant_fail_url! : order.fields.merchant_ok_url!;
      response.writeHead(303, { location: target });
      return void response.end();
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bulunamadı');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`hata: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    orders,
    tokenRequests,
    setNotifyUrl: (url) => {
      notifyUrl = url;
    },
    pay,
    notification,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
