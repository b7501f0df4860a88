/** Offline answers to rephrased questions: the facts a grounded answer must carry, in the visitor's locale. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import { buildChunks, cityName } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { composeOfflineAnswer } from '@/lib/offline/compose-offline-answer';
import { retrieve } from '@/lib/retrieval';

const today = new Date('2026-11-30T00:00:00Z');
const chunks = buildChunks({ profile, today });

function answer(question: string, locale: Locale): string {
  const retrieval = retrieve({ question, chunks, profile, limits: { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 } });
  return composeOfflineAnswer({ question, locale, retrieval, profile, today }).text;
}

describe('offline answers to rephrased questions', () => {
  it.each<[string, Locale]>([
    ['what were your previous jobs?', 'en'],
    ['¿dónde trabajaste antes?', 'es'],
    ['quel a été ton parcours professionnel ?', 'fr'],
    ['wo hast du vorher gearbeitet?', 'de'],
  ])('%j names every employer', (question, locale) => {
    const text = answer(question, locale);
    for (const job of profile.experience) expect(text).toContain(job.company);
  });

  it.each<[string, Locale]>([
    ["what's your LLM experience?", 'en'],
    ['quelle expérience as-tu des LLM ?', 'fr'],
    ['welche Erfahrung hast du mit LLMs?', 'de'],
  ])('%j includes the LLM skills line', (question, locale) => {
    expect(answer(question, locale)).toMatch(/Groq, OpenAI/);
  });

  it.each<[string, Locale]>([
    ['Could you relocate to Germany?', 'en'],
    ['do you work US hours?', 'en'],
    ['¿te mudarías a Alemania?', 'es'],
    ['tu peux travailler aux horaires US ?', 'fr'],
    ['würdest du nach Deutschland ziehen?', 'de'],
  ])('%j answers with the location facts, not "no record"', (question, locale) => {
    const text = answer(question, locale);
    expect(text).toContain(cityName({ profile, locale }));
    expect(text).not.toMatch(/no record|constancia|aucune mention|keinen Eintrag/);
  });

  it.each<[string, Locale]>([
    ['Was ist deine Gehaltsvorstellung?', 'de'],
    ['was verdienst du?', 'de'],
    ['Was sind deine Gehaltsvorstellungen für eine Staff-Rolle?', 'de'],
    ['how much do you earn?', 'en'],
  ])('%j gets the salary reply', (question, locale) => {
    expect(answer(question, locale)).toBe(profile.boundaries.find((boundary) => boundary.id === 'salary')?.reply[locale]);
  });

  it('says how many teams use the project the owner leads at their current job', () => {
    const currentJob = profile.experience.find((job) => job.end === null)!;
    const projectName = profile.projects.find((project) => project.employerId === currentJob.id)!.name;
    // Visitors call it by its short name, without the "design system" the profile adds.
    const shortName = projectName.split(' ')[0]!;
    expect(answer(`how many people use ${shortName}?`, 'en')).toContain('14');
  });
});
