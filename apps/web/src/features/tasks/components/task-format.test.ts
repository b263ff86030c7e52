import { describe, expect, it } from 'vitest';
import { fileKindOf, finishedLate, formatDateTime } from './task-format';

describe('task formatting', () => {
  it('writes dates in Turkish with the time', () => {
    expect(formatDateTime('2026-11-22T09:05:00')).toBe('22 Kasım 2026 09:05');
    expect(formatDateTime(null)).toBe('');
  });

  it('marks a completion after the deadline as late (red on the timeline)', () => {
    expect(finishedLate({ deadline: '2026-11-20T10:00:00Z', completed_at: '2026-11-20T10:30:00Z' })).toBe(true);
    expect(finishedLate({ deadline: '2026-11-20T10:00:00Z', completed_at: '2026-11-20T09:30:00Z' })).toBe(false);
    expect(finishedLate({ deadline: null, completed_at: '2026-11-20T09:30:00Z' })).toBe(false);
  });

  it('tells images, videos and documents apart', () => {
    expect(fileKindOf('image/png')).toBe('image');
    expect(fileKindOf('video/mp4')).toBe('video');
    expect(fileKindOf('application/pdf')).toBe('document');
  });
});
