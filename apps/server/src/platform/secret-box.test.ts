import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const box = new SecretBox('a-secrets-key-of-at-least-32-characters');

describe('SecretBox', () => {
  it('seals a secret that opens again only with its key and its context', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'operator_two_factor:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'operator_two_factor:1')).toBe('JBSWY3DPEHPK3PXP');
    // Copied onto another row, or read with another server's key: nothing.
    expect(box.open(sealed, 'operator_two_factor:2')).toBeUndefined();
    expect(
      new SecretBox('another-secrets-key-of-32-characters!').open(sealed, 'operator_two_factor:1'),
    ).toBeUndefined();
  });

  it('seals the same secret differently each time, and refuses damaged text', () => {
    const a = box.seal('gizli', 'c');
    expect(box.seal('gizli', 'c')).not.toBe(a);
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    for (const damaged of [
      `${v}.${iv}.${tag}.${flipped.toString('base64url')}`,
      `v2.${iv}.${tag}.${body}`,
      `${v}.${iv}.${tag}`,
      `${v}.AAAA.${tag}.${body}`,
      '',
    ])
      expect(box.open(damaged, 'c'), damaged).toBeUndefined();
  });

  it('refuses a short key', () => {
    expect(() => new SecretBox('kisa')).toThrow(/at least 32/);
  });
});
