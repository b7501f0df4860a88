import { describe, expect, it } from 'vitest';
import { formatMonthRange } from '@/lib/i18n/format-month';
import { formatMonth } from '@/lib/i18n/format-month';

const march2022 = new Date('2022-03-01T00:00:00Z');
const february2022 = new Date('2022-02-01T00:00:00Z');
const june2019 = new Date('2019-06-01T00:00:00Z');

describe('formatMonth', () => {
  it('formats the month in each locale', () => {
    expect(formatMonth({ date: march2022, locale: 'en' })).toBe('March 2022');
    expect(formatMonth({ date: march2022, locale: 'es' })).toBe('marzo de 2022');
    expect(formatMonth({ date: march2022, locale: 'fr' })).toBe('mars 2022');
    expect(formatMonth({ date: march2022, locale: 'de' })).toBe('März 2022');
  });
});

describe('formatMonthRange', () => {
  it('formats a past period with both months', () => {
    expect(formatMonthRange({ start: june2019, end: february2022, locale: 'en', presentLabel: 'present' })).toBe('June 2019 – February 2022');
  });

  it('uses the present label for a current role', () => {
    expect(formatMonthRange({ start: march2022, end: null, locale: 'es', presentLabel: 'actualidad' })).toBe('marzo de 2022 – actualidad');
  });
});

const month = (value: string) => new Date(`${value}-01T00:00:00Z`);

describe('formatMonth', () => {
  it('names the UTC month in each locale', () => {
    expect(formatMonth({ date: month('2022-03'), locale: 'en' })).toBe('March 2022');
    expect(formatMonth({ date: month('2022-03'), locale: 'es' })).toBe('marzo de 2022');
    expect(formatMonth({ date: month('2022-03'), locale: 'fr' })).toBe('mars 2022');
    expect(formatMonth({ date: month('2022-03'), locale: 'de' })).toBe('März 2022');
  });
});
