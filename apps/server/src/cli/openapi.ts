import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, sqliteFileIn } from '../db/client.js';
import { TokenService } from '../platform/tokens.js';

/**
 * `npm run openapi -w apps/server -- FILE`: writes the OpenAPI document that the server serves at
 * /api/docs/json (to standard output without FILE), built by the application itself on a
 * throwaway data folder, so that linters and client generators read exactly what is served.
 * PUBLIC_URL, when set, becomes the document's server address, as it does on a running server.
 */
const target = process.argv[2];
const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    REMINDER_INTERVAL_S: '0',
    PUBLIC_URL: process.env.PUBLIC_URL,
  });
  const database = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  const app = await buildApp({ config, database, tokens: new TokenService(config.jwtSecret, config.tokenTtlHours) });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.destroy();
  if (target) writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), target), document);
  else process.stdout.write(document);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
