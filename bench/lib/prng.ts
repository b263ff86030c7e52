/** A small fast PRNG (mulberry32), so that every run seeds the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hexByte = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex32 = (w: number) =>
  hexByte[w >>> 24]! + hexByte[(w >>> 16) & 255]! + hexByte[(w >>> 8) & 255]! + hexByte[w & 255]!;

/** Version-4-shaped ids from the PRNG: as random in the index as the app's randomUUID(), but repeatable. */
export function uuidFrom(next: () => number): string {
  const a = hex32((next() * 4_294_967_296) >>> 0);
  const b = hex32((next() * 4_294_967_296) >>> 0);
  const c = hex32((((next() * 4_294_967_296) >>> 0) & 0x3fffffff) | 0x80000000);
  const d = hex32((next() * 4_294_967_296) >>> 0);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}
