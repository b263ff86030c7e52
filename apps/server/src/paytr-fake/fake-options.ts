import { parseArgs } from 'node:util';
import type { FakePaytrOptions } from './fake-paytr.js';

/** The fake's credentials unless flags or the environment say otherwise: the demo stores the same. */
export const fakeDefaults = {
  merchantId: '100001',
  merchantKey: 'SahteMagazaAnahtari2026',
  merchantSalt: 'SahteMagazaTuzu2026',
  port: 4010,
};

/**
 * Flags (`--port`, `--host`, `--merchant-id`, `--merchant-key`, `--merchant-salt`, `--notify-url`,
 * `--retry-ms`, `--duplicates`) or the environment (`FAKE_PAYTR_PORT`, `FAKE_PAYTR_MERCHANT_ID`,
 * `FAKE_PAYTR_MERCHANT_KEY`, `FAKE_PAYTR_MERCHANT_SALT`, `FAKE_PAYTR_NOTIFY_URL`), then the defaults.
 * Unknown flags are left to the caller (the demo's own).
 */
export function fakeOptionsFrom(argv: string[], env: NodeJS.ProcessEnv, notifyDefault: string): FakePaytrOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'merchant-id': { type: 'string' },
      'merchant-key': { type: 'string' },
      'merchant-salt': { type: 'string' },
      'notify-url': { type: 'string' },
      'retry-ms': { type: 'string' },
      duplicates: { type: 'string' },
    },
  });
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  return {
    port: Number(text('port') ?? env.FAKE_PAYTR_PORT ?? fakeDefaults.port),
    host: text('host') ?? env.FAKE_PAYTR_HOST ?? '127.0.0.1',
    merchantId: text('merchant-id') ?? env.FAKE_PAYTR_MERCHANT_ID ?? fakeDefaults.merchantId,
    merchantKey: text('merchant-key') ?? env.FAKE_PAYTR_MERCHANT_KEY ?? fakeDefaults.merchantKey,
    merchantSalt: text('merchant-salt') ?? env.FAKE_PAYTR_MERCHANT_SALT ?? fakeDefaults.merchantSalt,
    notifyUrl: text('notify-url') ?? env.FAKE_PAYTR_NOTIFY_URL ?? notifyDefault,
    retryDelayMs: Number(text('retry-ms') ?? 2_000),
    duplicates: Number(text('duplicates') ?? 1),
  };
}

/** What the fake prints on start: where it listens and its credentials, to type into the settings. */
export function describeFake(url: string, options: FakePaytrOptions): string[] {
  return [
    `Sahte PayTR ${url} adresinde çalışıyor (uygulamayı PAYTR_BASE_URL=${url} ile başlatın).`,
    `  Mağaza no (merchant_id):        ${options.merchantId}`,
    `  Mağaza parola (merchant_key):   ${options.merchantKey}`,
    `  Gizli anahtar (merchant_salt):  ${options.merchantSalt}`,
    `  Bildirim adresi (notify URL):   ${options.notifyUrl}`,
  ];
}
