import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { postingWords } from '@/lib/fit/posting-words';
import { teamSize } from '@/lib/fit/team-size';

const size = (text: string) => teamSize({ words: postingWords({ text }), locales: LOCALES });

describe('teamSize', () => {
  it('counts the people before a word for people or after a team word, in four languages', () => {
    expect(size('Leading teams of 10+ engineers')).toBe(10);
    expect(size('Lead a team of 5 firmware engineers on HALT-2')).toBe(5);
    expect(size('Experiencia liderando un equipo de 8 personas')).toBe(8);
    expect(size('Vous encadrez une équipe de 12 développeurs')).toBe(12);
    expect(size('Führung eines Teams von 6 Entwicklerinnen und Entwicklern')).toBe(6);
  });

  it('reads counts written as words, after "at least", and in parentheses right after the team', () => {
    expect(size('Ideally you have been the technical lead of a team of at least six.')).toBe(6);
    expect(size('Sie führen zwei Scrum-Teams mit insgesamt elf Entwicklern')).toBe(11);
    expect(size('Coordinated the science department (6 teachers) from 2016 to 2018.')).toBe(6);
  });

  it('takes the lower end of a range, which is what is asked', () => {
    expect(size("Expérience du leadership technique d'une équipe de 4 à 8 personnes")).toBe(4);
    expect(size('leading 5-10 engineers')).toBe(5);
    expect(size('Team von 3 bis 5 Entwicklern')).toBe(3);
  });

  it('counts no one in users, products, years or a numbered step', () => {
    expect(size('about 9,000 people use it every month')).toBeNull();
    expect(size('used by 14 product teams')).toBeNull();
    expect(size('5+ years of experience leading engineers')).toBeNull();
    expect(size('2. A recruiter will call you within ten working days.')).toBeNull();
  });
});
