/** Company codes are typed in any case and kept upper case, without spaces (the contract checks their shape). */
export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}
