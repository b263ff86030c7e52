import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckpointDone, CheckpointStop, CheckpointWorkerData } from './wal-checkpoint-worker.js';

export type Checkpoint = Omit<CheckpointDone, 'type'>;

/** The worker's own file: `.ts` when the app runs from its sources, `.js` when built. */
const workerFile = new URL(`./wal-checkpoint-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Checkpoints a SQLite database's write-ahead log on a worker thread of its own, with its own
 * connection. SQLite's automatic checkpoint runs inside the commit that crosses its threshold, on
 * the committing thread: the server's only one, where the copy and its two fsyncs (tens of ms each
 * on a busy disk) stall every request and live event behind it. The app's connection turns it off
 * (`wal_autocheckpoint = 0`) and this worker copies the log into the database every `intervalMs`
 * instead; the next write then starts the log from its beginning, so the file stops growing.
 * Should the worker stop of itself (`onStopped`), the app's connection is to take the checkpoints
 * back, as before.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  readonly #listeners = new Set<(checkpoint: Checkpoint) => void>();
  #stopping = false;
  readonly #exited: Promise<void>;

  constructor(file: string, intervalMs: number, onStopped: (error?: Error) => void) {
    this.#worker = new Worker(workerFile, { workerData: { file, intervalMs } satisfies CheckpointWorkerData });
    // A checkpoint is housekeeping: it keeps no process alive.
    this.#worker.unref();
    this.#worker.on('message', ({ type: _type, ...checkpoint }: CheckpointDone) => {
      for (const listener of this.#listeners) listener(checkpoint);
    });
    // An error ends the thread: it is told with the exit that follows.
    let failure: Error | undefined;
    this.#worker.on('error', (error) => (failure = error));
    this.#exited = new Promise((resolve) =>
      this.#worker.once('exit', () => {
        if (!this.#stopping) onStopped(failure);
        resolve();
      }),
    );
  }

  /** Called after each checkpoint that found the log changed; returns the unsubscribe. */
  onCheckpoint(listener: (checkpoint: Checkpoint) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Closes the worker's connection and ends the thread. */
  async stop(): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    // Waited for: the thread's connection is closed before the app's.
    this.#worker.ref();
    this.#worker.postMessage({ type: 'stop' } satisfies CheckpointStop);
    await this.#exited;
  }
}
