import type { LiveEventOf } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessBus, type BusMessage } from '../../../platform/live-bus.js';
import { ReceiptCoalescer } from './receipts-events.js';

const receipt = (readUpTo: string): LiveEventOf<'message.read'> => ({
  type: 'message.read',
  reader_id: 'r',
  sender_id: null,
  group_id: 'g',
  read_up_to: readUpTo,
  last_read_message_id: `m-${readUpTo}`,
  unread_count: 0,
  marked: 1,
});

function recorded() {
  const bus = new InProcessBus();
  const publish = vi.spyOn(bus, 'publish').mockImplementation(() => {});
  return { bus, publish, sent: () => publish.mock.calls as unknown as [BusMessage, unknown][] };
}

afterEach(() => vi.useRealTimers());

describe('read receipts', () => {
  it('a window of 0 publishes each at once', () => {
    const { bus, publish } = recorded();
    const receipts = new ReceiptCoalescer(bus, 0);
    receipts.publish('c', ['a', 'r'], receipt('1'));
    receipts.publish('c', ['b', 'r'], receipt('2'));
    expect(publish.mock.calls).toEqual([
      [{ kind: 'users', companyId: 'c', userIds: ['a', 'r'] }, receipt('1')],
      [{ kind: 'users', companyId: 'c', userIds: ['b', 'r'] }, receipt('2')],
    ]);
  });

  it('within the window, one receipt with the newest watermark goes to everyone named', () => {
    vi.useFakeTimers();
    const { bus, publish } = recorded();
    const receipts = new ReceiptCoalescer(bus, 200);
    receipts.publish('c', ['a', 'r'], receipt('2'));
    receipts.publish('c', ['b', 'r'], receipt('3'));
    receipts.publish('c', ['a', 'r'], receipt('1'));
    // Another conversation of the same reader is its own.
    receipts.publish('c', ['x', 'r'], { ...receipt('9'), group_id: 'h' });
    expect(publish).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(publish.mock.calls).toEqual([
      [
        { kind: 'users', companyId: 'c', userIds: ['a', 'r', 'b'] },
        { ...receipt('3'), marked: 3 },
      ],
      [
        { kind: 'users', companyId: 'c', userIds: ['x', 'r'] },
        { ...receipt('9'), group_id: 'h' },
      ],
    ]);
    receipts.publish('c', ['a', 'r'], receipt('4'));
    receipts.flush();
    expect(publish).toHaveBeenCalledTimes(3);
  });
});
