import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './pretty-log.js';

const at = new Date(2026, 0, 15, 9, 5, 7).getTime();

describe('prettyLogLine', () => {
  it('makes a JSON line one short line: time, level, message', () => {
    expect(
      prettyLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'migrations applied' })),
    ).toBe('09:05:07 INFO  migrations applied');
  });

  it('adds the error’s type and message, and under an error its frames', () => {
    const err = {
      type: 'Error',
      message: 'disk full',
      stack: 'Error: disk full\n    at write (a.js:1:2)\n    at run (b.js:3:4)',
    };
    expect(prettyLogLine(JSON.stringify({ level: 40, time: at, msg: 'not removed', err }))).toBe(
      '09:05:07 WARN  not removed (Error: disk full)',
    );
    expect(prettyLogLine(JSON.stringify({ level: 50, time: at, msg: 'unhandled error', err }))).toBe(
      '09:05:07 ERROR unhandled error (Error: disk full)\n    at write (a.js:1:2)\n    at run (b.js:3:4)',
    );
  });

  it('passes on a line that is not JSON as it is', () => {
    expect(prettyLogLine('plain text\n')).toBe('plain text');
  });
});
