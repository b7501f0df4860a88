import { describe, expect, it } from 'vitest';
import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import type { KnowledgeChunk, Experience, Project } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { composeOfflineAnswer } from '@/lib/offline/compose-offline-answer';
import type { Intent } from '@/lib/retrieval';
import { retrieve, type RetrievalResult } from '@/lib/retrieval';

const today = new Date('2026-11-30T00:00:00Z');
const chunks = buildChunks({ profile, today });

function chunkById(id: string): KnowledgeChunk {
  const chunk = chunks.find((candidate) => candidate.id === id);
  if (!chunk) throw new Error(`no chunk ${id}`);
  return chunk;
}

/** A hand-built retrieval result, so these tests pin the engine, not the scorer. */
function retrieval({ intent = 'general', scored = [], usedFallback = false }: { intent?: Intent; scored?: [KnowledgeChunk, number][]; usedFallback?: boolean }): RetrievalResult {
  return { intent, canonical: null, usedFallback, chunks: scored.map(([chunk, score]) => ({ chunk, score, text: chunk.text })) };
}

function answer({ question, locale, result }: { question: string; locale: Locale; result: RetrievalResult }): string {
  return composeOfflineAnswer({ question, locale, retrieval: result, profile, today }).text;
}

// The fixture's entries these tests ask about, read from it instead of retyped.
const currentJob = profile.experience.find((job) => job.end === null)!;
const previousJob = profile.experience[1]!;
const currentJobProject = profile.projects.find((project) => project.employerId === currentJob.id)!;
const firstProject = profile.projects[0]!;
const experienceChunk = (job: Experience) => chunkById(`experience-${job.id}`);
const projectChunk = (project: Project) => chunkById(`project-${project.slug}`);

const faqAnswer = (id: string) => {
  const entry = profile.faq.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no faq ${id}`);
  return entry.answer;
};

describe('composeOfflineAnswer', () => {
  it('gives the canonical answer in the visitor’s locale', () => {
    const result: RetrievalResult = { ...retrieval({ scored: [[chunkById('core-bio'), 2]] }), canonical: { id: 'who-are-you', facts: '### Canonical facts', answer: faqAnswer('who-are-you') } };
    expect(answer({ question: '¿Quién eres?', locale: 'es', result })).toBe(faqAnswer('who-are-you').es);
  });

  it('declines with the topic asked about when the list of all declined topics ties with it, a no first when asked as yes/no', () => {
    const result = retrieval({ scored: [[chunkById('boundaries'), 0.7], [chunkById('boundary-general-help'), 0.7], [chunkById('languages'), 0.35]] });
    const reply = answer({ question: 'Können wir über allgemeine Hilfe sprechen?', locale: 'de', result });
    expect(reply).toBe(`${getDictionary({ locale: 'de' }).frames.no} ${profile.boundaries.find((boundary) => boundary.id === 'general-help')?.reply.de}`);
  });

  it('declines a boundary topic with that boundary’s reply (French)', () => {
    const result = retrieval({ intent: 'recruiter', scored: [[chunkById('boundary-salary'), 4], [chunkById('availability'), 2]] });
    const reply = answer({ question: 'Quelles sont vos prétentions salariales ?', locale: 'fr', result });
    expect(reply).toBe(profile.boundaries.find((boundary) => boundary.id === 'salary')?.reply.fr);
    expect(reply).toContain(profile.contact.email);
  });

  it('answers a blog-post question with the not-indexed reply (German), by intent or by chunk', () => {
    const expected = profile.blog.notIndexedReply.de;
    const byIntent = retrieval({ intent: 'blog', scored: [[chunkById('core-bio'), 1]] });
    const byChunk = retrieval({ scored: [[chunkById('blog-topics'), 3]] });
    expect(answer({ question: 'Was stand in deinem letzten Blogartikel?', locale: 'de', result: byIntent })).toBe(expected);
    expect(answer({ question: 'Was stand in deinem letzten Blogartikel?', locale: 'de', result: byChunk })).toBe(expected);
  });

  it('says there is no record of Google and lists the real employers instead', () => {
    const question = 'When did you work at Google?';
    const result = retrieve({ question, chunks, profile, limits: { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 } });
    const reply = answer({ question, locale: 'en', result });
    expect(reply).toMatch(/no record of working at Google/);
    for (const job of profile.experience) expect(reply).toContain(job.company);
    expect(reply).toContain('4 years and 8 months');
    expect(reply).not.toMatch(/I worked at Google|I work at Google/i);
  });

  it('answers a Spanish false-premise employer question in Spanish', () => {
    const reply = answer({ question: '¿Trabajaste en Amazon?', locale: 'es', result: retrieval({ intent: 'recruiter', scored: [[experienceChunk(currentJob), 3]] }) });
    expect(reply).toMatch(/^No\. Mi perfil no tiene constancia de que haya trabajado en Amazon/);
    expect(reply).toContain(previousJob.company);
    expect(reply).toContain('2 años y 9 meses');
  });

  it('says Kubernetes is not in the profile and names the skills she does have', () => {
    const reply = answer({ question: 'Do you know Kubernetes?', locale: 'en', result: retrieval({ scored: [[chunkById('skills-frontend'), 1.5], [chunkById('skills-backend'), 1.5]] }) });
    expect(reply).toMatch(/^No\. My profile has no record of Kubernetes/);
    expect(reply).toContain('TypeScript');
    expect(reply).toContain('AWS (Lambda, S3, CloudFront)');
    expect(reply).not.toMatch(/I (know|use) Kubernetes/i);
  });

  it('offers the closest skill group when one skills chunk clearly scored best', () => {
    const reply = answer({ question: 'Do you know Terraform?', locale: 'en', result: retrieval({ scored: [[chunkById('skills-cloud-and-testing'), 3], [chunkById('skills-backend'), 1]] }) });
    expect(reply).toContain('The closest skills I do have: AWS (Lambda, S3, CloudFront), Vercel, Playwright, Vitest.');
    expect(reply).not.toContain('TypeScript');
  });

  it('gives the native-mobile note for iOS apps, after a no', () => {
    const reply = answer({ question: 'Do you do iOS apps?', locale: 'en', result: retrieval({ scored: [[chunkById('skills-frontend'), 1]] }) });
    expect(reply).toBe(`No. ${profile.skills.notOffered[0]?.note.en}`);
  });

  it('answers an experience question in Spanish with the role and period first, then what the job was', () => {
    const previous = experienceChunk(previousJob);
    const result = retrieval({ intent: 'recruiter', scored: [[previous, 6], [chunkById('duration'), 2]] });
    const reply = answer({ question: `¿Qué hiciste en ${previousJob.company}?`, locale: 'es', result });
    const opening = `En ${previousJob.company} fui Senior Software Engineer (de junio de 2019 a febrero de 2022).`;
    expect(reply.slice(0, opening.length)).toBe(opening);
    expect(reply).toContain('Recordatorios por SMS');
    expect(reply.length).toBeLessThan(previous.localizedText.es?.length ?? 0);
  });

  it('answers where I am based with the place first, and nothing else', () => {
    const scored: [KnowledgeChunk, number][] = [[chunkById('location'), 6], [chunkById('languages'), 3], [chunkById('contact'), 3.5]];
    const reply = answer({ question: 'Where are you based?', locale: 'en', result: retrieval({ scored }) });
    expect(reply).toBe(chunkById('location').text);
  });

  it('skips a chunk whose facts about the question the answer already gives, in every locale', () => {
    const result = retrieval({ intent: 'project', scored: [[projectChunk(firstProject), 5], [chunkById('portfolio-overview'), 4.5]] });
    for (const locale of ['en', 'es', 'fr', 'de'] as const) {
      const reply = answer({ question: `What is ${firstProject.name}?`, locale, result });
      expect(reply.slice(0, firstProject.name.length + 2)).toBe(`${firstProject.name}: `);
      expect(reply).not.toContain(chunkById('portfolio-overview').localizedText[locale]?.slice(0, 30));
    }
  });

  it('speaks the best chunk focused on the question, and a close second chunk that does not repeat it', () => {
    const scored: [KnowledgeChunk, number][] = [[chunkById('working-style'), 6], [chunkById('mindset'), 5.5], [chunkById('strengths'), 2]];
    const reply = answer({ question: 'How do you approach code reviews and testing?', locale: 'en', result: retrieval({ intent: 'engineering', scored }) });
    const paragraphs = reply.split('\n\n');
    expect(paragraphs).toHaveLength(2);
    // Each paragraph is the chunk's sentence closest to the question, not the whole chunk.
    expect(chunkById('working-style').text).toContain(paragraphs[0]);
    expect(paragraphs[1]).toContain('Test-first');
    expect(paragraphs[1]).not.toContain('benchmark');
    expect(reply).not.toContain('My main strengths');
    const atCurrentJob = answer({
      question: `What did you build at ${currentJob.company}?`,
      locale: 'en',
      result: retrieval({ scored: [[projectChunk(currentJobProject), 5], [experienceChunk(currentJob), 4.8]] }),
    });
    expect(atCurrentJob).toContain('14 product teams');
  });

  it('quotes English-only facts honestly in the visitor’s locale', () => {
    const englishOnly: KnowledgeChunk = { ...chunkById('mindset'), id: 'mindset-extra', localizedText: { en: 'I review every pull request within a day.' } };
    const result = retrieval({ scored: [[englishOnly, 2]] });
    expect(answer({ question: '¿Cómo revisas el código?', locale: 'es', result })).toBe('Mi perfil solo lo tiene en inglés: “I review every pull request within a day.”');
    expect(answer({ question: 'Comment relisez-vous le code ?', locale: 'fr', result })).toContain('qu’en anglais');
    expect(answer({ question: 'How do you review code?', locale: 'en', result })).toBe('I review every pull request within a day.');
  });

  it('says the profile does not cover it when nothing matched, or declines when the question is off-topic', () => {
    const fallback = [[chunkById('core-bio'), 0], [chunkById('boundaries'), 0]] as [KnowledgeChunk, number][];
    // A practice the profile does not name is said to be missing, never claimed.
    const loadTesting = answer({ question: '¿Y las pruebas de carga?', locale: 'es', result: retrieval({ intent: 'engineering', scored: fallback, usedFallback: true }) });
    expect(loadTesting).toMatch(/^No\. Mi perfil no tiene constancia de/);
    expect(answer({ question: 'What is your take on that?', locale: 'en', result: retrieval({ intent: 'engineering', scored: fallback, usedFallback: true }) })).toBe(profile.assistant.unknown.en);
    expect(answer({ question: 'asdf qwer', locale: 'de', result: retrieval({ intent: 'general', scored: fallback, usedFallback: true }) })).toBe(profile.assistant.offTopic.de);
  });

  it('answers small talk that matched nothing in kind and in the visitor’s locale, inviting a question', () => {
    const fallback = [[chunkById('core-bio'), 0], [chunkById('boundaries'), 0]] as [KnowledgeChunk, number][];
    const smallTalk = (question: string, locale: Locale) =>
      answer({ question, locale, result: retrieval({ intent: 'conversational', scored: fallback, usedFallback: true }) });
    expect(smallTalk('Hi!', 'en')).toBe(getDictionary({ locale: 'en' }).offline.smallTalk.greeting);
    expect(smallTalk('Thanks, that was helpful!', 'en')).toBe(getDictionary({ locale: 'en' }).offline.smallTalk.thanks);
    expect(smallTalk('Vielen Dank!', 'de')).toBe(getDictionary({ locale: 'de' }).offline.smallTalk.thanks);
    expect(smallTalk('¡Hola!', 'es')).toMatch(/^¡Hola! Pregúntame/);
    expect(smallTalk('Au revoir', 'fr')).toBe(getDictionary({ locale: 'fr' }).offline.smallTalk.farewell);
    expect(smallTalk('Hi!', 'en')).not.toContain(profile.assistant.unknown.en);
  });

  it('answers a greeting that also asks something from the chunks, not with small talk', () => {
    const result = retrieval({ intent: 'conversational', scored: [[chunkById('strengths'), 2.5]] });
    const reply = answer({ question: 'Hello, tell me about your mentoring', locale: 'en', result });
    expect(reply).not.toBe(getDictionary({ locale: 'en' }).offline.smallTalk.greeting);
    expect(reply).toContain('Mentor 4 engineers');
  });

  it('answers a missing place with where I actually live and work', () => {
    const reply = answer({ question: 'Erzähl mir von deiner Zeit in Berlin.', locale: 'de', result: retrieval({ scored: [[chunkById('core-bio'), 1]] }) });
    expect(reply).toMatch(/^Mein Profil enthält keine Stelle in Berlin/);
    expect(reply).toContain('Spanien');
    expect(reply).not.toContain('Zeit oder');
  });

  it('answers a missing degree with the real one when retrieval found the education facts', () => {
    const reply = answer({ question: 'What was your PhD thesis about?', locale: 'en', result: retrieval({ intent: 'recruiter', scored: [[chunkById('education'), 7]] }) });
    expect(reply).toMatch(/^My profile has no record of a doctorate/);
    expect(reply).toContain(profile.education[0]!.institution);
    expect(reply).not.toContain('TypeScript');
  });

  it('never repeats the AI disclosure and is deterministic', () => {
    const result = retrieval({ intent: 'recruiter', scored: [[chunkById('location'), 5]] });
    const first = answer({ question: 'Where are you based?', locale: 'fr', result });
    expect(answer({ question: 'Where are you based?', locale: 'fr', result })).toBe(first);
    expect(first).not.toContain(profile.assistant.disclosure.fr);
    expect(first).toBe(chunkById('location').localizedText.fr);
  });
});
