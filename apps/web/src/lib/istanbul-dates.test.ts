import { describe, expect, it } from 'vitest';
import { istanbulDate, startDayPhrase, turkishAblative } from './istanbul-dates';

describe('Istanbul dates', () => {
  it('reads an instant as Istanbul’s day, whatever the browser’s time zone', () => {
    // 21:30 UTC on 31 March is already 1 April in Istanbul (UTC+3).
    expect(istanbulDate('2027-03-31T21:30:00.000Z', 'tr')).toBe('1 Nisan 2027');
    expect(istanbulDate('2027-03-31T21:30:00.000Z', 'en')).toBe('1 April 2027');
    expect(istanbulDate(null, 'tr')).toBe('');
  });

  it('puts every month in the ablative as Turkish does', () => {
    const months = [
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ];
    expect(months.map(turkishAblative)).toEqual([
      "Ocak'tan",
      "Şubat'tan",
      "Mart'tan",
      "Nisan'dan",
      "Mayıs'tan",
      "Haziran'dan",
      "Temmuz'dan",
      "Ağustos'tan",
      "Eylül'den",
      "Ekim'den",
      "Kasım'dan",
      "Aralık'tan",
    ]);
  });

  it('words a queued period’s first day for “… itibaren” and “from …”', () => {
    expect(startDayPhrase('2027-03-31T21:30:00.000Z', 'tr')).toBe("1 Nisan'dan");
    expect(startDayPhrase('2027-09-14T09:00:00.000Z', 'tr')).toBe("14 Eylül'den");
    expect(startDayPhrase('2027-03-31T21:30:00.000Z', 'en')).toBe('1 April');
  });
});
