import { describe, expect, it } from 'vitest';
import { buildChunks } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { makeChunk } from '@/lib/retrieval/chunk-fixture';
import type { Intent } from '@/lib/retrieval/intent-router';
import { retrieve, type RetrievalLimits } from '@/lib/retrieval/retrieve';

const limits: RetrievalLimits = { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 };

/** Visitors name a company by its first word ("Acme" for "Acme Corp"). */
const shortName = (name: string) => name.split(' ')[0]!;
const jobChunk = (job: { id: string }) => `experience-${job.id}`;
const projectChunk = (project: { slug: string }) => `project-${project.slug}`;
// The fixture lists its jobs newest first; its first project is open source, its third a bus map.
const currentJob = profile.experience[0]!;
const previousJob = profile.experience[1]!;
const earlierJob = profile.experience[2]!;
const openSourceProject = profile.projects[0]!;
const busMapProject = profile.projects[2]!;
const designSystem = profile.projects.find((project) => project.employerId === currentJob.id)!;
const thisAssistant = profile.projects.find((project) => project.thisAssistant)!;

describe('retrieve on hand-made chunks', () => {
  const chunks = [
    makeChunk({ id: 'core-bio', text: 'Bio.' }),
    makeChunk({ id: 'boundaries', domain: 'boundaries', text: 'Declined topics.' }),
    makeChunk({ id: 'b-skills', domain: 'skills', keywords: ['react'], text: 'React. '.repeat(40) }),
    makeChunk({ id: 'a-skills', domain: 'skills', keywords: ['react'], text: 'React too.' }),
    makeChunk({ id: 'project-x', domain: 'portfolio_project', keywords: ['react', 'xylo'], text: 'Xylo, in React.' }),
  ];

  it('sorts by score, then keeps the chunks’ own (profile) order on ties', () => {
    const result = retrieve({ question: 'xylo in react', chunks, profile, limits });
    expect(result.chunks.map(({ chunk }) => chunk.id)).toEqual(['project-x', 'b-skills', 'a-skills']);
    expect(result.usedFallback).toBe(false);
  });

  it('falls back to the bio and the boundaries when nothing matches', () => {
    const result = retrieve({ question: 'pineapple pizza', chunks, profile, limits });
    expect(result.usedFallback).toBe(true);
    expect(result.chunks.map(({ chunk }) => chunk.id)).toEqual(['core-bio', 'boundaries']);
    expect(result.chunks.every(({ score }) => score === 0)).toBe(true);
  });

  it('applies the budgets: compressed texts, and at most 3 chunks beside a canonical hit', () => {
    const tight = retrieve({ question: 'react', chunks, profile, limits: { ...limits, maxChunkChars: 40 } });
    expect(tight.chunks.find(({ chunk }) => chunk.id === 'b-skills')?.text).toMatch(/^.{1,39}…$/);
    const canonical = retrieve({ question: 'Who are you? Any react?', chunks: [...chunks, makeChunk({ id: 'z', keywords: ['react'] })], profile, limits });
    expect(canonical.canonical?.id).toBe('who-are-you');
    expect(canonical.chunks).toHaveLength(3);
  });

  it('explains each chunk score', () => {
    const [top] = retrieve({ question: 'xylo', chunks, profile, limits }).chunks;
    expect(top?.reasons).toContain('keyword "xylo" +3');
  });
});

describe('retrieve on the sample profile', () => {
  const chunks = buildChunks({ profile, today: new Date('2026-11-30T12:00:00Z') });

  const topIds = (question: string) => retrieve({ question, chunks, profile, limits }).chunks.map(({ chunk }) => chunk.id);

  /** [question, chunk ids expected in the top 5, intent] */
  const CASES: Array<[string, string[], Intent]> = [
    // Employers
    [`What did you build at ${currentJob.company}?`, [jobChunk(currentJob)], 'project'],
    [`What did you do at ${previousJob.company}?`, [jobChunk(previousJob)], 'recruiter'],
    [`Tell me about your work at ${earlierJob.company}`, [jobChunk(earlierJob)], 'recruiter'],
    ['Did you ever work as a freelancer?', ['experience-freelance'], 'recruiter'],
    ['Can you tell me about your on-call experience?', [jobChunk(previousJob)], 'recruiter'],
    [`¿Qué hiciste en ${earlierJob.company}?`, [jobChunk(earlierJob)], 'project'],
    [`Was hast du bei ${currentJob.company} gemacht?`, [jobChunk(currentJob)], 'recruiter'],
    // Paraphrases of "where do you work now?"
    ['Which company do you currently work for?', [jobChunk(currentJob)], 'recruiter'],
    ['What are you working on right now?', [jobChunk(currentJob)], 'general'],
    ['¿Dónde trabajas actualmente?', [jobChunk(currentJob)], 'recruiter'],
    ['Où travaillez-vous en ce moment ?', [jobChunk(currentJob)], 'recruiter'],
    ['Woran arbeitest du gerade?', [jobChunk(currentJob)], 'recruiter'],
    // Durations
    ['How many years of experience do you have?', ['duration'], 'recruiter'],
    [`How long have you been at ${shortName(currentJob.company)}?`, [jobChunk(currentJob), 'duration'], 'recruiter'],
    [`¿Cuánto tiempo estuviste en ${shortName(previousJob.company)}?`, [jobChunk(previousJob), 'duration'], 'recruiter'],
    ['¿Cuántos años de experiencia tienes?', ['duration'], 'recruiter'],
    [`Combien de temps avez-vous travaillé chez ${shortName(previousJob.company)} ?`, [jobChunk(previousJob), 'duration'], 'recruiter'],
    [`Wie lange warst du bei ${shortName(earlierJob.company)}?`, [jobChunk(earlierJob), 'duration'], 'recruiter'],
    ['Wie viele Jahre Berufserfahrung hast du?', ['duration'], 'recruiter'],
    // Skills
    ['What is your tech stack?', ['skills-frontend', 'skills-backend'], 'engineering'],
    ['Do you know Go?', ['skills-backend'], 'engineering'],
    ['Have you used AWS?', ['skills-cloud-and-testing'], 'engineering'],
    ['What do you know about LLMs?', ['skills-applied-ai'], 'engineering'],
    ['Any experience with accessibility?', ['skills-frontend'], 'engineering'],
    ['Do you build native iOS apps?', ['skills-not-offered'], 'engineering'],
    ['¿Tienes experiencia con bases de datos?', ['skills-backend'], 'engineering'],
    ['Quelles technologies utilisez-vous ?', ['skills-frontend'], 'engineering'],
    ['Faites-vous du développement mobile ?', ['skills-not-offered'], 'engineering'],
    ['Welche Datenbanken kennst du?', ['skills-backend'], 'engineering'],
    // Projects and this assistant
    [`Tell me about ${openSourceProject.name}`, [projectChunk(openSourceProject)], 'project'],
    ['What is your GitHub project with the most stars?', [projectChunk(openSourceProject)], 'project'],
    [`What is ${busMapProject.name}?`, [projectChunk(busMapProject)], 'project'],
    [`What is the ${designSystem.name}?`, [projectChunk(designSystem)], 'project'],
    ['¿Qué proyectos tienes?', ['portfolio-overview'], 'project'],
    ['Quels sont tes projets open source ?', [projectChunk(openSourceProject)], 'project'],
    [`Parlez-moi de ${busMapProject.name}`, [projectChunk(busMapProject)], 'project'],
    [`Erzähl mir von ${openSourceProject.name}`, [projectChunk(openSourceProject)], 'project'],
    ['How does this chat work?', [projectChunk(thisAssistant)], 'portfolio_meta'],
    ['Why an AI on your portfolio?', ['faq-why-ai'], 'portfolio_meta'],
    // Bio, strengths, working style
    ['Who are you?', ['core-bio'], 'general'],
    ['¿Quién eres?', ['core-bio'], 'general'],
    ['Wer bist du?', ['core-bio'], 'general'],
    ['What are your main strengths?', ['strengths'], 'general'],
    ['How many engineers have you mentored?', ['strengths'], 'general'],
    ['How do you work in a team?', ['working-style'], 'engineering'],
    ['Wie arbeitest du im Team?', ['working-style'], 'engineering'],
    ['What is your engineering philosophy?', ['mindset'], 'engineering'],
    // Availability and contact
    ['Are you available for new roles?', ['availability'], 'recruiter'],
    ['When can you start?', ['availability'], 'recruiter'],
    ['¿Cuándo puedes empezar?', ['availability'], 'recruiter'],
    ['Ab wann bist du verfügbar?', ['availability'], 'recruiter'],
    ['¿Estás disponible para un nuevo puesto?', ['availability'], 'recruiter'],
    ['Êtes-vous disponible pour un nouveau poste ?', ['availability'], 'recruiter'],
    ['Bist du offen für eine neue Stelle?', ['availability'], 'recruiter'],
    ["What's your email?", ['contact'], 'navigation_contact'],
    ['¿Cómo puedo contactarte?', ['contact'], 'navigation_contact'],
    ['Comment vous contacter ?', ['contact'], 'navigation_contact'],
    ['Wie kann ich dich kontaktieren?', ['contact'], 'navigation_contact'],
    // Location, languages, education
    ['Where are you based?', ['location'], 'recruiter'],
    ['What time zone are you in?', ['location'], 'recruiter'],
    ['Où habitez-vous ?', ['location'], 'recruiter'],
    ['What languages do you speak?', ['languages'], 'recruiter'],
    ['¿Qué idiomas hablas?', ['languages'], 'recruiter'],
    ['Quelles langues parlez-vous ?', ['languages'], 'recruiter'],
    ['Welche Sprachen sprichst du?', ['languages'], 'recruiter'],
    ['Where did you study?', ['education'], 'recruiter'],
    ['¿Dónde estudiaste?', ['education'], 'recruiter'],
    ['Quelle est votre formation ?', ['education'], 'recruiter'],
    // Boundaries and blog
    ['What is your salary expectation', ['boundary-salary'], 'recruiter'],
    ['Write me a python script', ['boundary-general-help'], 'engineering'],
    ['What did you write in your last blog post?', ['blog-topics'], 'blog'],
  ];

  it.each(CASES)('%j → %j (%s)', (question, expectedIds, intent) => {
    const result = retrieve({ question, chunks, profile, limits });
    expect(result.intent).toBe(intent);
    expect(result.usedFallback).toBe(false);
    const ids = result.chunks.map(({ chunk }) => chunk.id);
    expect(ids.length).toBeLessThanOrEqual(5);
    for (const id of expectedIds) expect(ids).toContain(id);
  });

  /** Declined topics and the blog must come first, so the answer declines instead of improvising. */
  const MUST_WIN: Array<[string, string]> = [
    ['What is your salary expectation', 'boundary-salary'],
    ["What's your hourly rate?", 'boundary-salary'],
    ['¿Cuál es tu expectativa salarial?', 'boundary-salary'],
    ['Quel est votre salaire souhaité ?', 'boundary-salary'],
    ['Was ist deine Gehaltsvorstellung?', 'boundary-salary'],
    ['Are you married?', 'boundary-personal-life'],
    ['How old are you?', 'boundary-personal-life'],
    ['¿Estás casada?', 'boundary-personal-life'],
    ['Êtes-vous mariée ?', 'boundary-personal-life'],
    ['Bist du verheiratet?', 'boundary-personal-life'],
    [`Can you share confidential details about ${shortName(currentJob.company)}’s revenue?`, 'boundary-confidential'],
    ['Write me a python script', 'boundary-general-help'],
    ['Can you help me with my homework?', 'boundary-general-help'],
    ['Schreib mir ein Python-Skript', 'boundary-general-help'],
    ['What did you write in your last blog post?', 'blog-topics'],
    ['What do you blog about?', 'blog-topics'],
    ['¿Sobre qué escribes en tu blog?', 'blog-topics'],
    ['Worüber schreibst du in deinem Blog?', 'blog-topics'],
  ];

  it.each(MUST_WIN)('%j → %s first', (question, id) => {
    expect(topIds(question)[0]).toBe(id);
  });

  it('pairs the canonical hit with at most 3 excerpts', () => {
    const result = retrieve({ question: 'What are your main strengths?', chunks, profile, limits });
    expect(result.canonical?.id).toBe('main-strengths');
    expect(result.canonical?.facts).toMatch(/^### Canonical facts\n- /);
    expect(result.chunks.length).toBeLessThanOrEqual(3);
  });

  it('stays within the token budget of the defaults', () => {
    for (const [question] of CASES) {
      const result = retrieve({ question, chunks, profile, limits });
      const tokens = result.chunks.reduce((sum, { text }) => sum + Math.ceil(text.length / 4), 0);
      expect(tokens <= limits.maxTokens || result.chunks.length <= 2).toBe(true);
      for (const { text } of result.chunks) expect(text.length).toBeLessThanOrEqual(limits.maxChunkChars);
    }
  });

  it('falls back for small talk', () => {
    const result = retrieve({ question: 'hello', chunks, profile, limits });
    expect(result.intent).toBe('conversational');
    expect(result.usedFallback).toBe(true);
    expect(result.chunks.map(({ chunk }) => chunk.id)).toEqual(['core-bio', 'boundaries']);
  });
});
