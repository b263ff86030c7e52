import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { TokenService } from '../../apps/server/src/platform/tokens.js';
import { createBenchDatabase, openLocation } from './database.js';
import type { LiveChildMessage, LiveParentMessage } from './live-server-child.js';
import { askChild } from './child-ask.js';
import { seedCompanies } from './seed.js';

// The clients' side of `live-events.ts`: the people, their streams, and the talk with the server child.

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** Sends `message` (if any) to the server child and waits for its answer of `type`. */
export const ask = <T extends LiveChildMessage['type']>(
  child: ChildProcess,
  message: LiveParentMessage | undefined,
  type: T,
) => askChild<LiveChildMessage, T>(child, message, type);

/** A company of `clients` approved people (the employer and staff), each with a signed token. */
export async function seedPeople(clients: number, secret: string) {
  const database = await createBenchDatabase('sqlite');
  const db = openLocation(database.location);
  const [company] = await seedCompanies(db.db, [{ name: 'Canlı Lojistik A.Ş.', staff: clients - 1, pending: 0 }]);
  const rows = await db.db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('company_id', '=', company!.companyId)
    .execute();
  await db.destroy();
  const tokens = new TokenService(secret, 1);
  const people = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: await tokens.sign('vazife:user', { sub: row.id, ver: row.token_version }),
    })),
  );
  return { database, companyId: company!.companyId, people };
}

export interface Stream {
  response: http.IncomingMessage;
}

/** Opens a person's stream; every `data:` frame's message id goes to `onMessage`. */
export function openStream(port: number, token: string, onMessage: (id: string) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/events', agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (frame.startsWith('data: '))
              onMessage((JSON.parse(frame.slice(6)) as { message_id: string }).message_id);
          }
        });
        response.on('error', () => {});
        resolve({ response });
      },
    );
    request.on('error', reject);
  });
}
