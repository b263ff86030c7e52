import { describe, expect, it } from 'vitest';
import { uploadShares } from './upload-shares';

describe('uploadShares', () => {
  // Three files of 100, 300 and 100 bytes in a body of 600 (100 bytes of fields and headers).
  const sizes = [100, 300, 100];

  it('is zero while the fields are on their way', () => {
    expect(uploadShares(sizes, 50, 600)).toEqual([0, 0, 0]);
  });

  it('fills the files one after another', () => {
    expect(uploadShares(sizes, 150, 600)).toEqual([0.5, 0, 0]);
    expect(uploadShares(sizes, 350, 600)).toEqual([1, 0.5, 0]);
    expect(uploadShares(sizes, 550, 600)).toEqual([1, 1, 0.5]);
  });

  it('is complete when the body is sent', () => {
    expect(uploadShares(sizes, 600, 600)).toEqual([1, 1, 1]);
  });
});
