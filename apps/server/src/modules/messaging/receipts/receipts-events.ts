import type { LiveEventOf } from '@vazife/contract';
import type { LiveBus } from '../../../platform/live-bus.js';

type ReadEvent = LiveEventOf<'message.read'>;

/** How long a reader's receipts in one conversation are gathered before one goes out. */
export const defaultReceiptWindowMs = 200;

/**
 * Read receipts on their way to the bus: within the window, a reader's receipts in one
 * conversation become one, carrying the newest watermark and the sum of what they marked, to
 * everyone any of them was for. A
 * chat open on two devices, or marked again as messages keep coming, then costs one event per
 * window, not one per mark. A window of 0 publishes at once (tests).
 */
export class ReceiptCoalescer {
  private readonly pending = new Map<
    string,
    { companyId: string; event: ReadEvent; userIds: Set<string>; timer: NodeJS.Timeout }
  >();

  constructor(
    private readonly bus: LiveBus,
    private readonly windowMs = defaultReceiptWindowMs,
  ) {}

  publish(companyId: string, userIds: readonly string[], event: ReadEvent): void {
    if (this.windowMs <= 0) {
      this.bus.publish({ kind: 'users', companyId, userIds }, event);
      return;
    }
    const key = `${companyId}|${event.reader_id}|${event.group_id ?? event.sender_id}`;
    const waiting = this.pending.get(key);
    if (waiting) {
      const marked = waiting.event.marked + event.marked;
      if (event.read_up_to >= waiting.event.read_up_to) waiting.event = event;
      waiting.event = { ...waiting.event, marked };
      for (const id of userIds) waiting.userIds.add(id);
      return;
    }
    const timer = setTimeout(() => this.send(key), this.windowMs);
    timer.unref();
    this.pending.set(key, { companyId, event, userIds: new Set(userIds), timer });
  }

  /** Sends what is waiting (the server is stopping). */
  flush(): void {
    for (const key of [...this.pending.keys()]) this.send(key);
  }

  private send(key: string): void {
    const waiting = this.pending.get(key);
    if (!waiting) return;
    this.pending.delete(key);
    clearTimeout(waiting.timer);
    this.bus.publish({ kind: 'users', companyId: waiting.companyId, userIds: [...waiting.userIds] }, waiting.event);
  }
}
