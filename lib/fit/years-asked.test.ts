import { describe, expect, it } from 'vitest';
import { postingWords } from '@/lib/fit/posting-words';
import { yearFigures } from '@/lib/fit/years-asked';

const years = (text: string) => yearFigures({ words: postingWords({ text }) }).map((figure) => figure.years);

describe('yearFigures', () => {
  it.each([
    ['5+ years of React', [5]],
    ['3-5 years of experience', [3]],
    ['five or more years', [5]],
    ['más de 3 años de experiencia', [3]],
    ['au moins 6 ans d’expérience', [6]],
    ['Mindestens fünf Jahre Berufserfahrung', [5]],
    ['7 años como desarrollador y TypeScript durante 4 años o más', [7, 4]],
  ])('reads %s', (text, expected) => {
    expect(years(text)).toEqual(expected);
  });

  it('ignores numbers that are not years', () => {
    expect(years('A team of 5 engineers, 30 days of holiday, WCAG 2.1')).toEqual([]);
  });
});
