/**
 * Dates of a subscription as people read them: in the company's time zone, Istanbul's, whatever
 * the browser's (docs/product-rules.md, "Time zone, day and week").
 */
const timeZone = 'Europe/Istanbul';

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'tr-TR');

/** "1 Nisan 2027" ("1 April 2027" in English); an empty string for a missing date. */
export function istanbulDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** "1 Nisan" ("1 April"). */
export function istanbulDayAndMonth(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', timeZone }).format(new Date(iso));
}

const backVowels = 'aıou';
const vowels = 'aeıioöuü';
/** The voiceless consonants ("fıstıkçı şahap"): after them the suffix's d hardens to t. */
const voiceless = 'fstkçşhp';

/**
 * A Turkish word with the ablative suffix after an apostrophe, as a name takes it: "Nisan'dan",
 * "Mart'tan", "Eylül'den", "Ekim'den". The last vowel picks -dan or -den; a final voiceless
 * consonant turns d into t.
 */
export function turkishAblative(word: string): string {
  const lower = word.toLocaleLowerCase('tr-TR');
  const lastVowel = [...lower].reverse().find((letter) => vowels.includes(letter));
  const vowel = lastVowel && !backVowels.includes(lastVowel) ? 'e' : 'a';
  const consonant = voiceless.includes(lower.at(-1) ?? '') ? 't' : 'd';
  return `${word}'${consonant}${vowel}n`;
}

/**
 * The day a period starts, ready for "… itibaren" in Turkish ("1 Nisan'dan") or "from …" in
 * English ("1 April"): the catalogue's text around it says the rest.
 */
export function startDayPhrase(iso: string, language: string): string {
  const day = istanbulDayAndMonth(iso, language);
  return language === 'en' ? day : turkishAblative(day);
}
