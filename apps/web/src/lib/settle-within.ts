/**
 * Waits for `work` to settle, but no longer than `ms`: a route's loader that would rather draw
 * without something than keep a phone waiting on a slow answer. Never rejects.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    late,
  ]);
  clearTimeout(timer);
}
