import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge/build-chunks';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { careerGaps, formatDuration, totalCareerMonths } from '@/lib/knowledge/durations';
import type { Experience, Project } from '@/lib/knowledge/profile-schema';
import { FIXTURE_PROFILES } from '@/test/fixtures/profiles';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const today = new Date('2026-11-30T12:00:00Z');
const chunks = buildChunks({ profile, today });

// The fixture's entries these tests read, found by what makes them the case each test needs.
const currentJob = profile.experience.find((job) => job.end === null)!;
const previousJob = profile.experience[1]!;
const earlierJob = profile.experience[2]!;
const currentJobProject = profile.projects.find((project) => project.employerId === currentJob.id)!;
const goProject = profile.projects.find((project) => project.stack.includes('Go'))!;
const experienceChunkId = (job: Experience) => `experience-${job.id}`;
const projectChunkId = (project: Project) => `project-${project.slug}`;

const EXPECTED_IDS = [
  'core-bio', 'location', 'languages', 'education',
  ...profile.experience.map(experienceChunkId),
  'duration',
  'skills-frontend', 'skills-backend', 'skills-cloud-and-testing', 'skills-applied-ai', 'skills-not-offered',
  ...profile.projects.map(projectChunkId), 'portfolio-overview',
  'working-style', 'mindset', 'strengths', 'availability', 'contact',
  'boundaries', 'boundary-salary', 'boundary-personal-life', 'boundary-confidential', 'boundary-general-help',
  'blog-topics', 'faq-why-ai',
];

function byId(list: KnowledgeChunk[], id: string): KnowledgeChunk {
  const found = list.find((chunk) => chunk.id === id);
  if (!found) throw new Error(`missing chunk ${id}`);
  return found;
}

describe('buildChunks', () => {
  it('builds exactly the shared chunk ids, each once', () => {
    const ids = chunks.map((chunk) => chunk.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...EXPECTED_IDS].sort());
  });

  it('builds one experience chunk per employer', () => {
    const experience = chunks.filter((chunk) => chunk.domain === 'experience');
    expect(experience.map((chunk) => chunk.id)).toEqual(profile.experience.map((job) => `experience-${job.id}`));
    expect(experience.map((chunk) => chunk.anchor)).toEqual(profile.experience.map((job) => `experience-${job.id}`));
  });

  it('computes the current job and the total from the injected today', () => {
    const current = byId(chunks, experienceChunkId(currentJob));
    expect(current.text).toContain(`${currentJob.company} — Staff Frontend Engineer, March 2022 to present (4 years and 8 months as of November 2026)`);
    expect(current.localizedText.es).toContain('4 años y 8 meses');
    const duration = byId(chunks, 'duration');
    expect(duration.text).toContain('4 years and 8 months');
    expect(duration.text).toContain('June 2019 to February 2022: 2 years and 9 months');
    expect(duration.text).toContain('1 year and 9 months');
    expect(duration.text).toContain('1 year and 8 months');
    expect(duration.text).toContain('over 10 years of professional experience (10 years and 10 months in employment since January 2016)');
    expect(duration.localizedText.de).toContain('über 10 Jahre');
  });

  it('changes the computed durations when today changes', () => {
    const later = buildChunks({ profile, today: new Date('2028-05-02T00:00:00Z') });
    expect(byId(later, experienceChunkId(currentJob)).text).toContain('6 years and 2 months as of May 2028');
    expect(byId(later, 'duration').text).toContain('over 12 years');
    expect(byId(later, 'duration').text).not.toContain('over 10 years');
    expect(byId(later, experienceChunkId(previousJob)).text).toBe(byId(chunks, experienceChunkId(previousJob)).text);
  });

  it('says "available now" only once the availability date has passed', () => {
    expect(byId(chunks, 'availability').text).toContain('from February 2027');
    const later = buildChunks({ profile, today: new Date('2027-03-15T00:00:00Z') });
    expect(byId(later, 'availability').text).toContain('available now (since February 2027)');
  });

  it('uses the localized highlights and duration in each locale', () => {
    const previous = byId(chunks, experienceChunkId(previousJob));
    expect(previous.localizedText.es).toContain('Recordatorios por SMS que redujeron un 22 %');
    expect(previous.localizedText.es).toContain('de junio de 2019 a febrero de 2022 (2 años y 9 meses)');
    expect(previous.localizedText.fr).toContain('de juin 2019 à février 2022 (2 ans et 9 mois)');
    expect(previous.localizedText.de).toContain('von Juni 2019 bis Februar 2022 (2 Jahre und 9 Monate)');
    expect(previous.text).toContain('SMS reminders that reduced appointment no-shows by 22%.');
  });

  it('reaches experience chunks with Spanish, French and German keywords', () => {
    expect(byId(chunks, experienceChunkId(previousJob)).keywords).toContain('citas');
    expect(byId(chunks, experienceChunkId(previousJob)).keywords).toContain('rendez-vous');
    expect(byId(chunks, experienceChunkId(currentJob)).keywords).toEqual(expect.arrayContaining(['trabajo actual', 'react', currentJobProject.name.toLowerCase()]));
  });

  it('gives the question phrasings as keywords', () => {
    expect(byId(chunks, 'duration').keywords).toEqual(expect.arrayContaining(['years of experience', 'how long', 'años', 'combien de temps', 'wie lange']));
    expect(byId(chunks, 'availability').keywords).toEqual(expect.arrayContaining(['available', 'hiring', 'open to', 'disponible', 'verfügbar']));
    expect(byId(chunks, 'contact').keywords).toEqual(expect.arrayContaining(['email', 'contact', 'reach', 'contacto', 'kontakt', profile.contact.email]));
    expect(byId(chunks, 'languages').keywords).toEqual(expect.arrayContaining(['languages', 'speak', 'idiomas', 'langues', 'sprachen', 'french']));
    expect(byId(chunks, 'education').keywords).toEqual(expect.arrayContaining(['study', 'degree', 'university', 'estudios', 'études', 'studium']));
  });

  it('keeps keywords lower-case, trimmed and unique, and never empty', () => {
    for (const chunk of chunks) {
      expect(chunk.keywords.length, chunk.id).toBeGreaterThan(0);
      expect(new Set(chunk.keywords).size, chunk.id).toBe(chunk.keywords.length);
      for (const keyword of chunk.keywords) {
        expect(keyword, chunk.id).toBe(keyword.trim().toLowerCase());
        expect(keyword, chunk.id).not.toMatch(/[’‘¿?]/);
      }
    }
  });

  it('keeps every chunk text under 900 characters in every locale', () => {
    for (const chunk of chunks) {
      expect(chunk.text.length, chunk.id).toBeLessThan(900);
      for (const locale of LOCALES) expect(chunk.localizedText[locale]?.length ?? 0, `${chunk.id} ${locale}`).toBeLessThan(900);
    }
  });

  it('has localized text in all four locales, with English as the model text', () => {
    for (const chunk of chunks) {
      for (const locale of LOCALES) expect(chunk.localizedText[locale]?.trim(), `${chunk.id} ${locale}`).toBeTruthy();
      expect(chunk.localizedText.en).toBe(chunk.text);
    }
  });

  it('puts chunks on the agreed page anchors', () => {
    expect(byId(chunks, 'duration').anchor).toBe('experience');
    expect(byId(chunks, 'skills-backend').anchor).toBe('skills');
    expect(byId(chunks, projectChunkId(goProject)).anchor).toBe(projectChunkId(goProject));
    expect(byId(chunks, 'portfolio-overview').anchor).toBe('projects');
    expect(byId(chunks, 'availability').anchor).toBe('contact');
    expect(byId(chunks, 'contact').anchor).toBe('contact');
    expect(byId(chunks, 'core-bio').anchor).toBe('about');
  });

  it('states the skills gap, the boundaries and the blog policy', () => {
    expect(byId(chunks, 'skills-not-offered').text).toContain('native mobile development');
    expect(byId(chunks, 'skills-not-offered').domain).toBe('skills_gap');
    const overview = byId(chunks, 'boundaries').text;
    for (const boundary of profile.boundaries) expect(overview).toContain(boundary.topic.en);
    expect(byId(chunks, 'boundary-salary').text).toContain(profile.contact.email);
    expect(byId(chunks, 'blog-topics').text).toContain('not indexed');
    expect(byId(chunks, 'blog-topics').text).toContain('web performance and LLM guardrails');
    expect(byId(chunks, 'faq-why-ai').text).toContain('not me typing live');
  });

  it('adds the calendar years of each job as keywords', () => {
    expect(byId(chunks, experienceChunkId(earlierJob)).keywords).toEqual(expect.arrayContaining(['2017', '2018', '2019']));
    expect(byId(chunks, experienceChunkId(earlierJob)).keywords).not.toContain('2020');
    expect(byId(chunks, experienceChunkId(currentJob)).keywords).toContain('2026');
  });

  it('follows French punctuation in lists', () => {
    expect(byId(chunks, 'boundaries').localizedText.fr).toContain('Prétentions salariales ; Vie personnelle');
    expect(byId(chunks, 'boundaries').localizedText.es).toContain('Expectativas salariales; Vida personal');
  });

  it('lists skills with the employers and projects that used them', () => {
    const backend = byId(chunks, 'skills-backend').text;
    expect(backend).toContain('Node.js, Go, PostgreSQL, and Redis');
    expect(backend).toContain(`${goProject.name} — Go`);
    expect(byId(chunks, 'skills-cloud-and-testing').keywords).toEqual(expect.arrayContaining(['aws', 'lambda', 'cloudfront']));
  });
});

describe.each(FIXTURE_PROFILES)('buildChunks for the $label fixture', ({ profile: owner }) => {
  const built = buildChunks({ profile: owner, today });

  it('builds every chunk in all four locales, within the chunk limit, with unique ids', () => {
    expect(new Set(built.map((chunk) => chunk.id)).size).toBe(built.length);
    for (const chunk of built) {
      for (const locale of LOCALES) {
        expect(chunk.localizedText[locale], `${chunk.id}.${locale}`).toBeTruthy();
        expect(chunk.localizedText[locale]?.length ?? 0, `${chunk.id}.${locale}`).toBeLessThanOrEqual(1200);
      }
    }
  });

  it('never mentions another fixture person', () => {
    const others = FIXTURE_PROFILES.filter((fixture) => fixture.profile !== owner).map((fixture) => fixture.profile);
    const texts = built.flatMap((chunk) => [chunk.title, ...Object.values(chunk.localizedText)]).join('\n');
    for (const other of others) {
      expect(texts).not.toContain(other.person.name);
      expect(texts).not.toContain(other.contact.email);
      for (const job of other.experience) expect(texts).not.toContain(job.company);
    }
  });

  it('words first-person phrases in the owner’s grammatical gender', () => {
    const feminine = /(?<!\p{L})(?:ingeniera|abierta|basée|ouverte|ingénieure|Ingenieurin)(?!\p{L})/u;
    const masculine = /(?<!\p{L})(?:ingeniero|abierto|basé|ouvert|ingénieur|Ingenieur)(?!\p{L})/u;
    // Only the product's own connecting phrases are checked: the owner's texts are theirs to word.
    const phraseChunks = built.filter((chunk) => ['location', 'mindset', 'availability'].includes(chunk.id));
    const text = phraseChunks.flatMap((chunk) => Object.values(chunk.localizedText)).join('\n');
    if (owner.person.grammaticalGender !== 'feminine') expect(text).not.toMatch(feminine);
    if (owner.person.grammaticalGender !== 'masculine') expect(text).not.toMatch(masculine);
  });

  it('counts total experience as the union of jobs, overlaps once and gaps excluded, and states gaps', () => {
    const duration = byId(built, 'duration');
    const periods = owner.experience;
    const total = totalCareerMonths({ periods, today });
    expect(duration.localizedText.en).toContain(formatDuration({ months: total, locale: 'en' }));
    const gaps = careerGaps({ periods, today });
    if (gaps.length === 0 && owner.careerBreaks.length === 0) expect(duration.localizedText.en).toMatch(/no gaps/);
    for (const entry of owner.careerBreaks) expect(duration.localizedText.fr).toContain(entry.description.fr);
  });
});
