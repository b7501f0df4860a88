import { describe, expect, it } from 'vitest';
import { acceptsEquivalentExperience, degreeField, degreeLevel } from '@/lib/fit/education-levels';
import { postingWords } from '@/lib/fit/posting-words';
import { isStopword } from '@/lib/text';

describe('degreeLevel', () => {
  it.each([
    ['BSc in Computer Engineering', 1],
    ['Titulación en Ingeniería Informática', 1],
    ['Abgeschlossenes Studium der Informatik', 1],
    ["Master's degree in Computer Science", 2],
    ['Diplôme Bac+5 en informatique', 2],
    ['PhD in Machine Learning', 3],
    ['Abgeschlossene Promotion in einem technischen Fach', 3],
    ['Pedimos un máster o doctorado en Informática, Estadística o un campo afín', 2],
    ["Bachelor's or Master's degree in Computer Science", 1],
    ["Master's degree in Computer Science or a related field", 2],
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

describe('degreeField', () => {
  const field = (text: string) => degreeField({ words: postingWords({ text }), isFunctionWord: (word) => isStopword({ word }) });

  it('reads the field a degree names, and whether it leaves the field open', () => {
    expect(field("A bachelor's degree in business administration or economics")).toEqual({ words: ['business', 'administration', 'economic'], open: false });
    expect(field('Titulación en Ingeniería Industrial')).toEqual({ words: ['industrial'], open: false });
    expect(field('Studium der Informatik oder eines vergleichbaren Fachs')).toEqual({ words: ['informatik'], open: true });
    expect(field('A degree in Computer Science, Engineering or a related field')?.open).toBe(true);
    expect(field('Five years of Kotlin')).toBeNull();
  });
});
