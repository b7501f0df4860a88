import { describe, expect, it } from 'vitest';
import { cvFileName, cvHeadings } from '@/lib/cv/cv-copy';
import { LOCALES } from '@/lib/contracts';

describe('cvFileName', () => {
  it('folds accents and spaces into an ASCII slug with the locale', () => {
    expect(cvFileName({ name: 'José Ñúñez-García', locale: 'es' })).toBe('jose-nunez-garcia-cv-es.pdf');
    expect(cvFileName({ name: '王小明', locale: 'en' })).toBe('cv-en.pdf');
  });
});

describe('cvHeadings', () => {
  it('has distinct, non-empty headings in every locale', () => {
    for (const locale of LOCALES) {
      const headings = Object.values(cvHeadings({ locale }));
      expect(headings.every((heading) => heading.trim() !== '')).toBe(true);
      expect(new Set(headings).size).toBe(headings.length);
    }
    expect(cvHeadings({ locale: 'de' }).experience).not.toBe(cvHeadings({ locale: 'en' }).experience);
  });
});
