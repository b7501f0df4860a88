import { describe, expect, it } from 'vitest';
import { acceptsEquivalentExperience, degreeLevel } from '@/lib/fit/education-levels';

describe('degreeLevel', () => {
  it.each([
    ['BSc in Computer Engineering', 1],
    ['Titulación en Ingeniería Informática', 1],
    ['Abgeschlossenes Studium der Informatik', 1],
    ["Master's degree in Computer Science", 2],
    ['Diplôme Bac+5 en informatique', 2],
    ['PhD in Machine Learning', 3],
    ['Abgeschlossene Promotion in einem technischen Fach', 3],
  ])('reads %s', (text, level) => {
    expect(degreeLevel({ text })).toBe(level);
  });

  it('does not read degrees into everyday words', () => {
    expect(degreeLevel({ text: 'A high degree of autonomy and a software licence' })).toBeNull();
    expect(degreeLevel({ text: 'Certificación Scrum Master (PSM I o CSM)' })).toBeNull();
    expect(degreeLevel({ text: 'Experience with SAP master data' })).toBeNull();
  });

  it('knows when experience may replace the degree', () => {
    expect(acceptsEquivalentExperience({ text: 'Degree in CS or equivalent experience' })).toBe(true);
    expect(acceptsEquivalentExperience({ text: 'oder eine vergleichbare Ausbildung' })).toBe(true);
  });
});
