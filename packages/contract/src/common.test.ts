import { describe, expect, it } from 'vitest';
import { operatorPassword } from './admin.js';
import { changePasswordInput, registerInput } from './auth.js';
import {
  dateInput,
  dateTimeInput,
  id,
  idOf,
  isIsoDate,
  isIsoDateTime,
  optionalText,
  password,
  requiredText,
} from './common.js';
import { isCommonPassword } from './common-passwords.js';
import { errors } from './errors.js';
import { createTaskInput } from './tasks.js';
import { z } from './zod.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a text of invisible characters only is blank', () => {
  const line = requiredText('Ad zorunludur', 100);
  const optional = optionalText(100);

  it.each(['\u200b', '\u2060', '\ufeff', '\u200b\u200c\u200d', ' \u00ad\u200e\u200f ', '\u3164', '\u2800', '\u180e'])(
    'refuses %j as the blank text is refused',
    (value) => {
      expect(firstMessage(line.safeParse(value))).toBe('Ad zorunludur');
      expect(line.safeParse(value).error?.issues).toHaveLength(1);
      expect(optional.parse(value)).toBeUndefined();
    },
  );

  it('keeps a text with something to see, joiners and all', () => {
    for (const value of ['Ali', '👨\u200d👩\u200d👧', '❤\ufe0f', 'a\u200bb']) expect(line.parse(value)).toBe(value);
    expect(firstMessage(line.safeParse('   '))).toBe('Ad zorunludur');
    expect(line.safeParse('').error?.issues).toHaveLength(1);
  });
});

describe('texts refuse what nobody types', () => {
  const line = requiredText('Ad zorunludur', 100);
  const lines = requiredText('Açıklama zorunludur', 5000, { lines: true });
  const optional = optionalText(100);

  it.each([
    ['a\u0000b', errors.controlCharacters],
    ['\u0001', errors.controlCharacters],
    ['a\u001bb', errors.controlCharacters],
    ['a\u007fb', errors.controlCharacters],
    ['a\u0085b', errors.controlCharacters],
    ['a\nb', errors.lineBreaks],
    ['a\r\nb', errors.lineBreaks],
    ['a\ud800b', errors.brokenUnicode],
    ['\udfff', errors.brokenUnicode],
  ])('one line refuses %j', (value, message) => {
    expect(firstMessage(line.safeParse(value))).toBe(message);
    expect(firstMessage(optional.safeParse(value))).toBe(message);
  });

  it('a text of several lines takes line breaks and tabs, not other controls', () => {
    expect(lines.parse('Birinci satır\r\nİkinci\tsatır\n')).toBe('Birinci satır\r\nİkinci\tsatır');
    expect(firstMessage(lines.safeParse('a\u0000b'))).toBe(errors.controlCharacters);
    expect(firstMessage(lines.safeParse('a\u000bb'))).toBe(errors.controlCharacters);
    expect(firstMessage(lines.safeParse('a\ud800'))).toBe(errors.brokenUnicode);
  });

  it('keeps Turkish letters, emoji (whole pairs) and tabs', () => {
    expect(line.parse(' Çağrı Şen\tİş 😀 ')).toBe('Çağrı Şen\tİş 😀');
    expect(optional.parse('   ')).toBeUndefined();
  });

  it('refuses ids that are not printable ASCII', () => {
    expect(id.safeParse('0b7a6c1e-1f0e-4c61-9d0a-2a9f5f0f6a11').success).toBe(true);
    expect(firstMessage(id.safeParse('a\u0000b'))).toBe(errors.invalidId);
    expect(id.safeParse('görev').success).toBe(false);
  });
});

describe('ids a request carries', () => {
  it('are marked with what they name, in the JSON schema the API document is built from', () => {
    const input = z.object({
      task: idOf('task'),
      conversation: idOf(['user', 'group']),
      ids: z.array(idOf('notification')),
    });
    const schema = z.toJSONSchema(input, { io: 'input' }) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.task!['x-id-of']).toBe('task');
    expect(schema.properties.conversation!['x-id-of']).toEqual(['user', 'group']);
    expect((schema.properties.ids!.items as Record<string, unknown>)['x-id-of']).toBe('notification');
  });

  it('validate as ids; a form field words an empty one with its own message', () => {
    expect(idOf('task').safeParse('0b7a6c1e-1f0e-4c61-9d0a-2a9f5f0f6a11').success).toBe(true);
    expect(firstMessage(idOf('task').safeParse('a\u0000b'))).toBe(errors.invalidId);
    const assignee = idOf('user', 'Görevin atanacağı kişi seçilmelidir');
    expect(firstMessage(assignee.safeParse('  '))).toBe('Görevin atanacağı kişi seçilmelidir');
    expect(firstMessage(assignee.safeParse(undefined))).toBe('Görevin atanacağı kişi seçilmelidir');
    expect(assignee.parse(' 0b7a6c1e ')).toBe('0b7a6c1e');
    expect(firstMessage(assignee.safeParse('görev'))).toBe(errors.invalidId);
    expect(firstMessage(assignee.safeParse('x\u0000'))).toBe(errors.controlCharacters);
  });
});

describe('dates', () => {
  it.each([
    '2027-03-01T17:00:00Z',
    '2027-03-01T17:00:00.123Z',
    '2027-03-01T17:00:00+03:00',
    '2028-02-29T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
  ])('takes the instant %s', (value) => {
    expect(isIsoDateTime(value)).toBe(true);
    expect(dateTimeInput.parse(value)).toBe(value);
  });

  it.each([
    '2027-02-30T10:00:00Z',
    '2027-02-29T10:00:00Z',
    '2027-13-01T10:00:00Z',
    '2027-01-01T24:00:00Z',
    '2100',
    '2027-03-01',
    '2027-03-01T17:00:00',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '9999-12-31T23:00:00-05:00',
    'yarın',
    '',
  ])('refuses %j as an instant, in Turkish', (value) => {
    expect(isIsoDateTime(value)).toBe(false);
    expect(firstMessage(dateTimeInput.safeParse(value))).toBe(errors.invalidDateTime);
  });

  it('a calendar day is a real day', () => {
    expect(dateInput.parse('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-30', '2100', '2027-3-1', '0000-01-01', '+275760-09-13', '2027-03-01T00:00:00Z'])
      expect(isIsoDate(bad), bad).toBe(false);
    expect(firstMessage(dateInput.safeParse('2027-02-30'))).toBe(errors.invalidDate);
  });

  it('a task deadline of 30 February or a bare year is refused, not moved', () => {
    const task = { title: 'T', description: 'A', assigned_to: 'x' };
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const deadline of [`${nextYear}-02-30T10:00:00Z`, '2100', '+275760-09-13T00:00:00.000Z'])
      expect(firstMessage(createTaskInput.safeParse({ ...task, deadline })), deadline).toBe(
        'Son tarih geçerli bir tarih olmalı',
      );
    expect(createTaskInput.parse({ ...task, deadline: `${nextYear}-03-01T17:00:00+03:00` }).deadline).toBe(
      `${nextYear}-03-01T17:00:00+03:00`,
    );
  });
});

describe('passwords being set', () => {
  it.each(['123456', 'password', 'QWERTY123', 'Password1', ' 123456 ', 'Galatasaray', 'ŞİFRE123', 'demo1234'])(
    'refuses the common %j',
    (value) => {
      expect(isCommonPassword(value)).toBe(true);
      expect(firstMessage(password.safeParse(value))).toBe(errors.commonPassword);
    },
  );

  it('refuses a password of spaces, or with control characters', () => {
    expect(firstMessage(password.safeParse('      '))).toBe(errors.blankPassword);
    expect(firstMessage(password.safeParse('\t \t \t '))).toBe(errors.blankPassword);
    expect(firstMessage(password.safeParse('abc\u0000defg'))).toBe(errors.controlCharacters);
  });

  it('takes an uncommon password as typed, spaces inside included', () => {
    expect(password.parse('kapadokya balon 74')).toBe('kapadokya balon 74');
    expect(isCommonPassword('lale-bahcesi-26')).toBe(false);
  });

  it('applies wherever a password is set: registration, change, operator', () => {
    const register = { name: 'A', email: 'a@ornek.com', password: '123456' };
    expect(firstMessage(registerInput.safeParse(register))).toBe(errors.commonPassword);
    const change = { current_password: 'eski', new_password: 'qwerty' };
    expect(firstMessage(changePasswordInput.safeParse(change))).toBe(errors.commonPassword);
    expect(firstMessage(operatorPassword.safeParse('password1'))).toBe(errors.commonPassword);
    expect(firstMessage(operatorPassword.safeParse('kisa-1'))).toBe('Şifre en az 8 karakter olmalı');
    expect(firstMessage(registerInput.safeParse({ ...register, password: 'aaaaaa' }))).toBe(errors.repeatedPassword);
    expect(firstMessage(changePasswordInput.safeParse({ ...change, new_password: '1111111' }))).toBe(
      errors.repeatedPassword,
    );
    expect(firstMessage(operatorPassword.safeParse('********'))).toBe(errors.repeatedPassword);
  });
});
