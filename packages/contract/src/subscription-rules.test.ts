import { describe, expect, it } from 'vitest';
import { extendedEndDate, subscriptionAllowsWrites, subscriptionStatusAt } from './subscription-rules.js';
import { isValidIban, kurusOf, purchaseTotalKurus, tlOf } from './subscriptions.js';

describe('subscription rules', () => {
  const now = new Date('2027-01-15T10:00:00.000Z');

  it('reads an active subscription past its end date as expired', () => {
    expect(subscriptionStatusAt('active', '2027-01-15T09:59:59.000Z', now)).toBe('expired');
    expect(subscriptionStatusAt('active', '2027-01-15T10:00:01.000Z', now)).toBe('active');
    expect(subscriptionStatusAt('active', null, now)).toBe('active');
    expect(subscriptionStatusAt('suspended', '2020-01-01T00:00:00.000Z', now)).toBe('suspended');
    expect(subscriptionAllowsWrites('active')).toBe(true);
    expect(subscriptionAllowsWrites(null)).toBe(true);
    expect(subscriptionAllowsWrites('expired')).toBe(false);
    expect(subscriptionAllowsWrites('cancelled')).toBe(false);
  });

  it.each([
    // From the current end, when it is later than now.
    ['2027-01-31T12:00:00.000Z', 1, '2027-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00.000Z', 1, '2028-02-29T12:00:00.000Z'],
    ['2027-03-31T12:00:00.000Z', 1, '2027-04-30T12:00:00.000Z'],
    ['2027-08-31T12:00:00.000Z', 6, '2028-02-29T12:00:00.000Z'],
    ['2027-02-20T12:00:00.000Z', 3, '2027-05-20T12:00:00.000Z'],
    ['2027-12-15T08:00:00.000Z', 12, '2028-12-15T08:00:00.000Z'],
    // From now, when the subscription has ended or has no end.
    ['2026-06-01T00:00:00.000Z', 1, '2027-02-15T10:00:00.000Z'],
    [null, 3, '2027-04-15T10:00:00.000Z'],
  ])('extends %s by %i months to %s', (end, months, expected) => {
    expect(extendedEndDate(end, months, now)).toBe(expected);
  });

  it('checks an IBAN: TR, 24 digits and the mod-97 check digits', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(isValidIban('TR33000610051978645784132')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('counts money in kuruş, never through a float', () => {
    expect(kurusOf('499')).toBe(49_900);
    expect(kurusOf('499.9')).toBe(49_990);
    expect(kurusOf(0.1)).toBe(10);
    expect(kurusOf('19,99')).toBe(1_999);
    expect(kurusOf('1.005')).toBeUndefined();
    expect(kurusOf('-5')).toBeUndefined();
    expect(kurusOf('abc')).toBeUndefined();
    expect(purchaseTotalKurus(1_999, 3)).toBe(5_997);
    expect(tlOf(5_997)).toBe(59.97);
    // 0.1 + 0.2 in floats is not 0.3; in kuruş it is.
    expect(tlOf(purchaseTotalKurus(kurusOf(0.1)!, 3))).toBe(0.3);
  });
});
