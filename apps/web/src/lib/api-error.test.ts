import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, readDetail } from './api-error';

describe('readDetail', () => {
  it('reads a string detail', () => {
    expect(readDetail({ detail: 'Kayıt bulunamadı' })).toBe('Kayıt bulunamadı');
  });
  it('joins the msg values of a list with commas', () => {
    expect(
      readDetail({
        detail: [
          { loc: ['a'], msg: 'Bir' },
          { loc: ['b'], msg: 'İki' },
        ],
      }),
    ).toBe('Bir, İki');
  });
  it('gives null for anything else', () => {
    expect(readDetail(null)).toBeNull();
    expect(readDetail('text')).toBeNull();
    expect(readDetail({ detail: [] })).toBeNull();
    expect(readDetail({ message: 'x' })).toBeNull();
  });
});

describe('errorMessage', () => {
  it("prefers the server's detail and falls back otherwise", () => {
    expect(errorMessage(new ApiError(400, 'Sunucu mesajı'), 'Yedek')).toBe('Sunucu mesajı');
    expect(errorMessage(new ApiError(500, null), 'Yedek')).toBe('Yedek');
    expect(errorMessage(new Error('boom'), 'Yedek')).toBe('Yedek');
  });
});
