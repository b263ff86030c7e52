/**
 * Per-file progress from the progress of one multipart body. The files travel one after another
 * in the order they were added; the form fields and part headers (the difference between the
 * body's total and the files' sizes) are counted as sent first.
 * Returns a number between 0 and 1 for each file.
 */
export function uploadShares(sizes: readonly number[], loaded: number, total: number): number[] {
  const filesTotal = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= 0 || loaded >= total) return sizes.map(() => 1);
  const overhead = Math.max(0, total - filesTotal);
  let remaining = loaded - overhead;
  return sizes.map((size) => {
    if (remaining < 0) return 0;
    if (size <= 0) return 1;
    const sent = Math.min(size, remaining);
    remaining -= size;
    return sent / size;
  });
}
