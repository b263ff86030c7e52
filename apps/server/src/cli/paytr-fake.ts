import { describeFake, fakeOptionsFrom } from '../paytr-fake/fake-options.js';
import { startFakePaytr } from '../paytr-fake/fake-paytr.js';

/**
 * npm run paytr:fake [-- --port 4010 --notify-url URL --merchant-id … --merchant-key … --merchant-salt …]:
 * a local fake PayTR (src/paytr-fake), until stopped.
 */
const options = fakeOptionsFrom(
  process.argv.slice(2),
  process.env,
  `${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}/api/payments/paytr/callback`,
);
const fake = await startFakePaytr({ ...options, log: (line) => console.log(`[sahte PayTR] ${line}`) });
for (const line of describeFake(fake.url, options)) console.log(line);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
