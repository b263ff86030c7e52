import { describe, expect, it } from 'vitest';
import { SecretBox, secretHint } from './secrets.js';

describe('the secret box', () => {
  const box = new SecretBox('a'.repeat(40));

  it('reads back what it sealed, with a fresh IV each time and no plain text stored', () => {
    const first = box.seal('gizli-anahtar-123');
    const second = box.seal('gizli-anahtar-123');
    expect(first).not.toBe(second);
    expect(first).not.toContain('gizli');
    expect(first.startsWith('v1:')).toBe(true);
    expect(box.open(first)).toBe('gizli-anahtar-123');
    expect(box.open(second)).toBe('gizli-anahtar-123');
  });

  it('refuses a changed value or another key', () => {
    const sealed = box.seal('tuz-degeri');
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3]!, 'base64');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => new SecretBox('b'.repeat(40)).open(sealed)).toThrow();
    expect(() => box.open('düz metin')).toThrow();
  });

  it('shows four characters of a long secret and none of a short one', () => {
    expect(secretHint('ABCDEFGHIJKL')).toBe('••••••IJKL');
    expect(secretHint('kisa')).toBe('••••••');
  });
});
