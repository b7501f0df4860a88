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
    expect(field("A bachelor's degree in business administration or economics")).toEqual({ words: ['business', 'administration', 'economic'], open: false, start: 2, end: 9 });
    expect(field('Titulación en Ingeniería Industrial')).toEqual({ words: ['industrial'], open: false, start: 1, end: 4 });
    expect(field('Studium der Informatik oder eines vergleichbaren Fachs')).toEqual({ words: ['informatik'], open: true, start: 1, end: 7 });
    expect(field('A degree in Computer Science, Engineering or a related field')?.open).toBe(true);
    expect(field('Five years of Kotlin')).toBeNull();
  });

  it('reads on past an abbreviation to the examples of the field, and takes a quantitative focus for an open field', () => {
    expect(field('Ein abgeschlossenes Studium mit quantitativem Schwerpunkt, z. B. Statistik, Physik oder Wirtschaftsinformatik')?.words).toEqual(['schwerpunkt', 'statistik', 'physik', 'wirtschaftsinformatik']);
    expect(field('Ein abgeschlossenes Studium mit quantitativem Schwerpunkt')?.open).toBe(true);
    expect(field("Titulaire d'un doctorat en apprentissage automatique ou dans un domaine proche")?.open).toBe(true);
  });
});
