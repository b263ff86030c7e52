/**
 * The worker thread of `wal-checkpointer.ts`: its own connection to the SQLite file, checkpointing
 * the write-ahead log every `intervalMs`. Run by Node as it is (source runs strip the types
 * natively), so it imports nothing of the app's own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}

/** What one round of checkpoints did: the last `wal_checkpoint`'s answer, and how long they took. */
export interface CheckpointDone {
  type: 'checkpoint';
  /** Frames in the log. */
  frames: number;
  /** Of them, those now in the database file. When it is all of them, the next write starts the log anew. */
  copied: number;
  ms: number;
}

/** To the worker: stop, closing the connection. */
export interface CheckpointStop {
  type: 'stop';
}

const { file, intervalMs } = workerData as CheckpointWorkerData;
const port = parentPort!;
const db = new SQLite(file, { fileMustExist: true });
// The checkpoint syncs as the app's connection would have (client.ts): the log before the
// database is written, the database after.
db.pragma('synchronous = NORMAL');

/** A checkpoint that copies what it can and waits for no reader or writer. */
function checkpoint(): { frames: number; copied: number } {
  const [result] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  return { frames: result?.log ?? 0, copied: result?.checkpointed ?? 0 };
}

const maxPasses = 10;
let lastVersion: unknown;
let caughtUp = true;

/**
 * Copies the log until a pass finds no frame written since the one before. The log starts anew
 * only when a write finds every frame copied; a write that comes while a pass copies (and syncs)
 * leaves its frames for the next pass, so the worker chases them, a few passes at most, rather
 * than wait a whole interval while the log grows. Nothing is done while no other connection has
 * written (`data_version`) and the last round caught up.
 */
function catchUp(): void {
  const version = db.pragma('data_version', { simple: true });
  if (version === lastVersion && caughtUp) return;
  lastVersion = version;
  const started = performance.now();
  let done = checkpoint();
  caughtUp = false;
  for (let pass = 1; pass < maxPasses && !caughtUp; pass++) {
    const again = checkpoint();
    caughtUp = again.frames === done.frames && again.copied === again.frames;
    done = again;
  }
  port.postMessage({ type: 'checkpoint', ...done, ms: performance.now() - started } satisfies CheckpointDone);
}

const timer = setInterval(catchUp, intervalMs);

port.on('message', (message: CheckpointStop) => {
  if (message.type !== 'stop') return;
  clearInterval(timer);
  db.close();
  port.close();
});
