import { z } from './zod.js';
import { isCommonPassword } from './common-passwords.js';
import { errors } from './errors.js';
import { limits } from './limits.js';

/* eslint-disable no-control-regex -- these patterns exist to find control characters. */
/** C0 controls but tab, DEL and the C1 controls: nobody types them, and PostgreSQL refuses NUL. */
const controlOnOneLine = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;
/** The same, with line feed and carriage return allowed (a textarea sends CR LF). */
const controlInLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const lineBreak = /[\r\n]/;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair: not a character, and stored as U+FFFD by both engines. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What shows nothing on its own: spaces, format characters (zero-width space and joiners, word
 * joiner, byte order mark, soft hyphen, direction marks), Unicode's other default-ignorable
 * characters (Hangul fillers, variation selectors, the combining grapheme joiner) and the blank
 * Braille pattern. A text made only of these is as blank as an empty one.
 */
const invisibleOnly = /^[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** True for a text a reader would see as empty: nothing, or only spaces and invisible characters. */
export function looksBlank(value: string): boolean {
  return invisibleOnly.test(value);
}

export interface TextOptions {
  /** A text that may hold several lines (a description, a note). */
  lines?: boolean;
}

/** The first problem a text has that no person could have typed, worded for them; undefined when clean. */
export function textProblem(value: string, options: TextOptions = {}): string | undefined {
  if (options.lines ? controlInLines.test(value) : controlOnOneLine.test(value))
    return !options.lines && lineBreak.test(value) && !controlInLines.test(value)
      ? errors.lineBreaks
      : errors.controlCharacters;
  if (loneSurrogate.test(value)) return errors.brokenUnicode;
  return undefined;
}

function refuseUntypable(options: TextOptions) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const problem = textProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  };
}

/**
 * Trims, then requires a non-blank string: blank titles, names and notes are refused. One
 * line unless `lines` is set; control characters and broken Unicode are refused either way.
 */
export function requiredText(message: string, max: number, options: TextOptions = {}) {
  return (
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: `En fazla ${max} karakter girilebilir` })
      // Only invisible characters (U+200B, U+2060, U+FEFF…): refused as blank, as the empty text is.
      .refine((value) => value === '' || !looksBlank(value), { error: message })
      .superRefine(refuseUntypable(options))
  );
}

/** An optional text: blank becomes undefined, so that a form's empty field means "not given". */
export function optionalText(max: number, options: TextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, { error: `En fazla ${max} karakter girilebilir` })
    .superRefine(refuseUntypable(options))
    .optional()
    .transform((v) => (v === undefined || looksBlank(v) ? undefined : v));
}

export const email = z
  .string({ error: 'E-posta zorunludur' })
  .trim()
  .min(1, { error: 'E-posta zorunludur' })
  .max(limits.emailMax)
  .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' }));

/** True for a text of one character over and over (`aaaaaa`, `111111`, `çççççç`), whatever its length. */
export function isOneRepeatedCharacter(value: string): boolean {
  return /^(.)\1+$/su.test(value);
}

/**
 * A password being set (registration, change, operator): long enough, not blank, not one
 * character repeated, not one of the most common ones. Kept as typed (no trim): spaces inside a password are the person's choice.
 */
export function newPassword(requiredMessage: string, shortMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(limits.passwordMin, { error: shortMessage })
    .max(limits.passwordMax, { error: `Şifre en fazla ${limits.passwordMax} karakter olabilir` })
    .superRefine((value, ctx) => {
      const problem = !value.trim()
        ? errors.blankPassword
        : textProblem(value)
          ? errors.controlCharacters
          : isOneRepeatedCharacter(value)
            ? errors.repeatedPassword
            : isCommonPassword(value)
              ? errors.commonPassword
              : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    });
}

export const password = newPassword('Şifre zorunludur', `Şifre en az ${limits.passwordMin} karakter olmalı`);

export const companyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(limits.companyCodePattern, { error: 'Şirket kodu geçersiz. Kod SRK ve 8 rakamdan oluşur.' });

const idPattern = /^[\x21-\x7e]+$/;
const idMax = 64;

/** Ids are UUIDs; any other printable text is simply not found, anything else is refused. */
export const id = z.string().min(1).max(idMax).regex(idPattern, { error: errors.invalidId });

/** The kinds of object an id in a request can name. */
export const idKinds = [
  'user',
  'task',
  'message',
  'group',
  'notification',
  'file',
  'report',
  'announcement',
  'purchase',
  'plan',
  'bank_account',
  // The operator's alone: a company (console) and a login slide.
  'company',
  'slide',
] as const;
export type IdKind = (typeof idKinds)[number];

/**
 * Kinds that are the platform's, the same for every company (the operator's plans and bank
 * accounts): no company has one of its own, so no other company's can be named.
 */
export const platformIdKinds: readonly IdKind[] = ['plan', 'bank_account', 'slide'];

/**
 * Marks a request's field, path parameter or list item as naming an object of this kind (or of one
 * of these kinds: a conversation is a person's or a group's), as `x-id-of` in the OpenAPI
 * document. apps/server/src/test/other-company.test.ts finds every marked id of every route there
 * and sends another company's object of its kind, which must answer 404 and change nothing: an id
 * a request carries is marked, or that test cannot see it.
 */
export function asIdOf<T extends z.ZodType>(schema: T, kind: IdKind | readonly [IdKind, IdKind, ...IdKind[]]): T {
  return schema.meta({ 'x-id-of': kind });
}

/**
 * The id of an object of this kind. With `requiredMessage`, a form's field: trimmed, an empty one
 * refused with that message, and a control character worded as in any other text field.
 */
export function idOf(kind: IdKind | readonly [IdKind, IdKind, ...IdKind[]], requiredMessage?: string) {
  const schema =
    requiredMessage === undefined
      ? id
      : requiredText(requiredMessage, idMax).regex(idPattern, { error: errors.invalidId });
  return asIdOf(schema, kind);
}

export const isoDateTime = z.string().describe('ISO 8601 zamanı, saat dilimiyle');

const instantForm = z.iso.datetime({ offset: true });
const dayForm = z.iso.date();

/**
 * An instant as the web sends it (`Date.toISOString()`;
 * docs/product-rules.md#the-api-and-its-clients): ISO 8601 date and time with seconds and a zone
 * (`Z` or `±hh:mm`), a real calendar day (2027-02-30 is refused, not moved to 2 March), falling in
 * the years 1–9999 in UTC, which both engines can store. A bare year ("2100") or a day without a
 * time is not an instant.
 */
export function isIsoDateTime(value: string): boolean {
  if (!instantForm.safeParse(value).success) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** A calendar day, YYYY-MM-DD (date filters and end dates of part 2), years 1–9999. */
export function isIsoDate(value: string): boolean {
  return dayForm.safeParse(value).success && value >= '0001-01-01';
}

export const dateTimeInput = z
  .string({ error: errors.invalidDateTime })
  .trim()
  .refine(isIsoDateTime, { error: errors.invalidDateTime });

export const dateInput = z
  .string({ error: errors.invalidDate })
  .trim()
  .refine(isIsoDate, { error: errors.invalidDate });

/** Form bodies carry booleans as text ("true", "1", "on"). */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

export const messageResponse = z.object({ message: z.string() });
