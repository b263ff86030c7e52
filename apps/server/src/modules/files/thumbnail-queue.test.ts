import { describe, expect, it } from 'vitest';
import { ThumbnailQueue } from './thumbnail-queue.job.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ThumbnailQueue', () => {
  it('runs at most its concurrency at once, taking turns between uploaders', async () => {
    const queue = new ThumbnailQueue(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      await tick();
      running--;
    };
    // One uploader sends eight heavy images, then another sends one.
    for (let i = 0; i < 8; i++) queue.push('a', job(`a${i}`));
    queue.push('b', job('b0'));
    await queue.idle();
    expect(most).toBe(2);
    expect(order).toHaveLength(9);
    // a's first two were running before b came; b's only job is next but one, not ninth.
    expect(order.indexOf('b0')).toBe(3);
  });

  it('drops jobs beyond its length and survives a failing job', async () => {
    const queue = new ThumbnailQueue(1, 2);
    let done = 0;
    expect(queue.push('a', () => Promise.reject(new Error('bozuk')))).toBe(true);
    expect(queue.push('a', async () => void done++)).toBe(true);
    // The first job is already running: one is waiting, so one more fits.
    expect(queue.push('a', async () => void done++)).toBe(true);
    expect(queue.push('a', async () => void done++)).toBe(false);
    await queue.idle();
    expect(done).toBe(2);
    expect(queue.stats).toEqual({ waiting: 0, running: 0 });
  });
});
