import { describe, expect, it } from 'vitest';
import { earliestStart, formatDuration, formatYearsAtLeast, monthsWorked, totalCareerMonths, careerGaps, CAREER_GAP_MIN_MONTHS } from '@/lib/knowledge/durations';

const month = (iso: string) => new Date(`${iso}-01T00:00:00Z`);
const today = new Date('2026-11-30T12:00:00Z');

describe('monthsWorked', () => {
  it('counts the completed months of a current job up to today', () => {
    expect(monthsWorked({ start: month('2022-03'), end: null, today })).toBe(56);
  });

  it('counts a past job through its end month', () => {
    expect(monthsWorked({ start: month('2019-06'), end: month('2022-02'), today })).toBe(33);
    expect(monthsWorked({ start: month('2017-09'), end: month('2019-05'), today })).toBe(21);
    expect(monthsWorked({ start: month('2016-01'), end: month('2017-08'), today })).toBe(20);
  });

  it('ignores today for a past job', () => {
    const later = new Date('2040-01-15T00:00:00Z');
    expect(monthsWorked({ start: month('2019-06'), end: month('2022-02'), today: later })).toBe(33);
  });

  it('moves with the injected today for a current job', () => {
    expect(monthsWorked({ start: month('2022-03'), end: null, today: new Date('2026-12-01T00:00:00Z') })).toBe(57);
    expect(monthsWorked({ start: month('2022-03'), end: null, today: new Date('2023-03-10T00:00:00Z') })).toBe(12);
  });

  it('never goes negative when today is before the start', () => {
    expect(monthsWorked({ start: month('2030-01'), end: null, today })).toBe(0);
  });
});

describe('earliestStart', () => {
  it('finds the first start whatever the order, or null for none', () => {
    expect(earliestStart({ starts: [month('2022-03'), month('2016-01'), month('2019-06')] })).toEqual(month('2016-01'));
    expect(earliestStart({ starts: [] })).toBeNull();
  });
});

describe('totalCareerMonths', () => {
  it('adds contiguous jobs up to today', () => {
    const periods = [
      { start: month('2016-01'), end: month('2019-05') },
      { start: month('2019-06'), end: month('2022-02') },
      { start: month('2022-03'), end: null },
    ];
    expect(totalCareerMonths({ periods, today })).toBe(130);
  });

  it('counts overlapping jobs once and leaves gaps out', () => {
    const periods = [
      { start: month('2010-01'), end: month('2010-12') },
      // Overlaps the first job for six months: only January to June 2011 is new.
      { start: month('2010-07'), end: month('2011-06') },
      // After a gap from July 2011 to December 2012.
      { start: month('2013-01'), end: month('2013-12') },
    ];
    expect(totalCareerMonths({ periods, today })).toBe(18 + 12);
  });

  it('is zero without any job', () => {
    expect(totalCareerMonths({ periods: [], today })).toBe(0);
  });
});

describe('careerGaps', () => {
  it('finds the stretches with no job at all, from their first to their last month', () => {
    const periods = [
      { start: month('2010-01'), end: month('2012-05') },
      { start: month('2012-03'), end: month('2014-05') },
      { start: month('2016-08'), end: null },
    ];
    expect(careerGaps({ periods, today })).toEqual([{ firstMonth: month('2014-06'), lastMonth: month('2016-07'), months: 26 }]);
  });

  it(`ignores moves between jobs shorter than ${CAREER_GAP_MIN_MONTHS} months`, () => {
    const periods = [
      { start: month('2010-01'), end: month('2012-05') },
      { start: month('2012-08'), end: null },
    ];
    expect(careerGaps({ periods, today })).toEqual([]);
  });
});

describe('formatDuration', () => {
  it('formats years and months in every locale', () => {
    expect(formatDuration({ months: 56, locale: 'en' })).toBe('4 years and 8 months');
    expect(formatDuration({ months: 56, locale: 'es' })).toBe('4 años y 8 meses');
    expect(formatDuration({ months: 56, locale: 'fr' })).toBe('4 ans et 8 mois');
    expect(formatDuration({ months: 56, locale: 'de' })).toBe('4 Jahre und 8 Monate');
  });

  it('uses the singular for one year and one month', () => {
    expect(formatDuration({ months: 13, locale: 'en' })).toBe('1 year and 1 month');
    expect(formatDuration({ months: 13, locale: 'es' })).toBe('1 año y 1 mes');
    expect(formatDuration({ months: 13, locale: 'fr' })).toBe('1 an et 1 mois');
    expect(formatDuration({ months: 13, locale: 'de' })).toBe('1 Jahr und 1 Monat');
  });

  it('drops the zero part', () => {
    expect(formatDuration({ months: 12, locale: 'en' })).toBe('1 year');
    expect(formatDuration({ months: 24, locale: 'de' })).toBe('2 Jahre');
    expect(formatDuration({ months: 8, locale: 'en' })).toBe('8 months');
    expect(formatDuration({ months: 1, locale: 'fr' })).toBe('1 mois');
    expect(formatDuration({ months: 0, locale: 'es' })).toBe('0 meses');
  });

  it('formats the sample employers', () => {
    expect(formatDuration({ months: 33, locale: 'en' })).toBe('2 years and 9 months');
    expect(formatDuration({ months: 21, locale: 'es' })).toBe('1 año y 9 meses');
    expect(formatDuration({ months: 20, locale: 'de' })).toBe('1 Jahr und 8 Monate');
  });
});

describe('formatYearsAtLeast', () => {
  it('says "over" unless the years are exact', () => {
    expect(formatYearsAtLeast({ months: 130, locale: 'en' })).toBe('over 10 years');
    expect(formatYearsAtLeast({ months: 130, locale: 'es' })).toBe('más de 10 años');
    expect(formatYearsAtLeast({ months: 130, locale: 'fr' })).toBe('plus de 10 ans');
    expect(formatYearsAtLeast({ months: 130, locale: 'de' })).toBe('über 10 Jahre');
    expect(formatYearsAtLeast({ months: 120, locale: 'en' })).toBe('10 years');
    expect(formatYearsAtLeast({ months: 7, locale: 'en' })).toBe('7 months');
  });
});
