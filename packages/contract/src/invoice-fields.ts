/**
 * The invoice's tax number and the buyer's phone, checked the same way by the purchase form and
 * the server (subscriptions.ts, paytr.ts). Plain functions: the form imports them without zod.
 */

const digitsOf = (value: string) => [...value].map(Number);

/**
 * A company's tax number (VKN): 10 digits, the last the Revenue Administration's check digit.
 * Each of the first nine, d at position i (0–8), gives c = (d + 9 − i) mod 10 and, when c is not
 * 0, (c × 2^(9−i)) mod 9, read as 9 when that is 0; the check digit is (10 − sum mod 10) mod 10.
 */
export function isVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const c = (digits[i]! + 9 - i) % 10;
    if (c !== 0) sum += (c * 2 ** (9 - i)) % 9 || 9;
  }
  return digits[9] === (10 - (sum % 10)) % 10;
}

/**
 * A Turkish identity number (TCKN), a sole trader's tax number: 11 digits, not starting with 0;
 * the 10th is (7 × the sum of the 1st, 3rd, 5th, 7th and 9th − the sum of the 2nd, 4th, 6th and
 * 8th) mod 10, the 11th the sum of the first ten mod 10.
 */
export function isTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** A tax number as typed ("123 456 78 90"), without its spaces: as it is checked and stored. */
export function normalizeTaxNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** An invoice's tax number: a company's VKN (10 digits) or a person's TCKN (11). */
export function isTaxNumber(value: string): boolean {
  const number = normalizeTaxNumber(value);
  return number.length === 10 ? isVkn(number) : isTckn(number);
}

/** The longest phone number kept, as typed (with its spaces and signs). */
export const phoneMax = 20;

/**
 * A phone number as people write one: an optional + then digits, grouped with spaces, dashes,
 * dots or parentheses ("0532 111 22 33", "+90 (212) 555-12-34"); 10 to 15 digits (ITU E.164's
 * longest is 15). Letters and markup are refused.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (text.length > phoneMax || !/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}
