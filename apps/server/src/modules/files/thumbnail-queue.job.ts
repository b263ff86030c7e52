/**
 * Thumbnails are made after the upload has been answered, a few at a time, taking turns between
 * uploaders: one user's eight images of 1 × 10,000,000 px keep one core busy for a while and
 * delay their own thumbnails, not anyone's requests or anyone else's thumbnails. A thumbnail that
 * does not exist yet is simply absent from the task (`thumbnail_url: null`), and lists show the
 * original, which is never more than 40 megapixels. The queue is in memory: thumbnails waiting
 * when the process stops are not made, and those files keep showing their original.
 */
export class ThumbnailQueue {
  /** Jobs waiting, per uploader, in the order the uploaders first came. */
  readonly #waiting = new Map<string, (() => Promise<void>)[]>();
  #queued = 0;
  #running = 0;
  #idle: (() => void)[] = [];

  constructor(
    private readonly concurrency = 1,
    /** Beyond this many waiting, new thumbnails are dropped (their files show the original). */
    private readonly maxWaiting = 1000,
  ) {}

  /** Queues a job for `owner`; false when the queue is full and the job was dropped. */
  push(owner: string, job: () => Promise<void>): boolean {
    if (this.#queued >= this.maxWaiting) return false;
    const jobs = this.#waiting.get(owner);
    if (jobs) jobs.push(job);
    else this.#waiting.set(owner, [job]);
    this.#queued++;
    this.#next();
    return true;
  }

  /** Resolves once nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.#queued === 0 && this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  get stats(): { waiting: number; running: number } {
    return { waiting: this.#queued, running: this.#running };
  }

  #next(): void {
    while (this.#running < this.concurrency && this.#queued > 0) {
      // The first uploader in line runs one job and goes to the back of the line.
      const [owner, jobs] = this.#waiting.entries().next().value!;
      const job = jobs.shift()!;
      this.#waiting.delete(owner);
      if (jobs.length > 0) this.#waiting.set(owner, jobs);
      this.#queued--;
      this.#running++;
      void job()
        .catch(() => undefined)
        .finally(() => {
          this.#running--;
          this.#next();
          if (this.#queued === 0 && this.#running === 0) for (const resolve of this.#idle.splice(0)) resolve();
        });
    }
  }
}
