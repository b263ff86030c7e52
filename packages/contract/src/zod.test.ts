/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('zod settings', () => {
  it('reach every schema: each contract module takes z from ./zod.js, never from zod itself', () => {
    // A module importing zod directly could build its schemas before zod.ts has run, and zod would
    // then probe `new Function` in the browser (a CSP violation) and answer in English.
    const dir = import.meta.dirname;
    const direct = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod.ts')
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(path.join(dir, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});
