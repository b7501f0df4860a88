/**
 * Rephrasings written independently of the tuned scenario set: informal, unaccented, in all four
 * locales. They pin behaviour that must generalise (canonical FAQs, intents, top-5 chunks), not
 * the wording of any evaluation case.
 */
import { describe, expect, it } from 'vitest';
import { buildChunks } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import type { Intent } from '@/lib/retrieval/intent-router';
import { retrieve, type RetrievalLimits } from '@/lib/retrieval/retrieve';

const limits: RetrievalLimits = { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 };
const chunks = buildChunks({ profile, today: new Date('2026-11-30T00:00:00Z') });
const ask = (question: string) => retrieve({ question, chunks, profile, limits });
const topIds = (question: string) => ask(question).chunks.map(({ chunk }) => chunk.id);

/** Visitors name a company or a product by its first word ("Acme" for "Acme Corp"). */
const shortName = (name: string) => name.split(' ')[0]!;
const jobChunk = (job: { id: string }) => `experience-${job.id}`;
// The fixture lists its jobs newest first.
const currentJob = profile.experience[0]!;
const previousJob = profile.experience[1]!;
const earlierJob = profile.experience[2]!;
const currentEmployer = shortName(currentJob.company);
const previousEmployer = shortName(previousJob.company);
const designSystem = shortName(profile.projects.find((project) => project.employerId === currentJob.id)!.name);
const { city } = profile.person.location;

describe('canonical FAQs match natural rephrasings', () => {
  it.each([
    ['who am I talking to?', 'who-are-you'],
    ['who r u', 'who-are-you'],
    ['introduce urself pls', 'who-are-you'],
    ["who's this?", 'who-are-you'],
    ['tell me a bit about yourself', 'who-are-you'],
    ['¿con quién hablo?', 'who-are-you'],
    ['quien sos?', 'who-are-you'],
    ['hablame un poco de ti', 'who-are-you'],
    ['tu es qui ?', 'who-are-you'],
    ['à qui je parle ?', 'who-are-you'],
    ['vous êtes qui ?', 'who-are-you'],
    ['mit wem spreche ich?', 'who-are-you'],
    ['erzähl mal was über dich', 'who-are-you'],
    ['stellen Sie sich bitte vor', 'who-are-you'],
    ['why is there an AI on your site?', 'why-ai'],
    ["what's the point of this chatbot?", 'why-ai'],
    ['¿para qué sirve este chat?', 'why-ai'],
    ['¿por qué hay una IA en tu web?', 'why-ai'],
    ['à quoi sert ce chat ?', 'why-ai'],
    ['pourquoi y a-t-il une IA sur ton site ?', 'why-ai'],
    ['wozu ist dieser Chat?', 'why-ai'],
    ['warum gibt es eine KI auf deiner Seite?', 'why-ai'],
    ['what are your strongest skills?', 'main-strengths'],
    ['what sets you apart?', 'main-strengths'],
    ["what's your superpower?", 'main-strengths'],
    ['¿qué se te da mejor?', 'main-strengths'],
    ['¿qué te diferencia de otros?', 'main-strengths'],
    ["qu'est-ce qui vous distingue ?", 'main-strengths'],
    ['tu es forte en quoi ?', 'main-strengths'],
    ['was zeichnet dich aus?', 'main-strengths'],
    ['worin bist du am stärksten', 'main-strengths'],
    ['have you done a lot of frontend?', 'frontend-heavy'],
    ['are you a frontend person?', 'frontend-heavy'],
    ['¿eres más de frontend?', 'frontend-heavy'],
    ['¿has hecho mucho frontend?', 'frontend-heavy'],
    ['tu as fait beaucoup de front ?', 'frontend-heavy'],
    ['es-tu plutôt frontend ?', 'frontend-heavy'],
    ['hast du viel Frontend gemacht?', 'frontend-heavy'],
    ['bist du eher Frontend?', 'frontend-heavy'],
  ])('%j → %s', (question, faqId) => {
    expect(ask(question).canonical?.id).toBe(faqId);
  });

  it.each([
    'who are your clients?',
    'who do you work for?',
    `why did you leave ${previousEmployer}?`,
    `pourquoi as-tu quitté ${previousEmployer} ?`,
    `warum hast du ${previousEmployer} verlassen?`,
    '¿quiénes eran tus clientes?',
    'what frontend frameworks do you use?',
    'what AI tools do you use?',
    'what are your weaknesses?',
    'who did you mentor?',
  ])('%j is not a canonical FAQ', (question) => {
    expect(ask(question).canonical).toBeNull();
  });
});

describe('the intent router recognises plain recruiter, blog, contact and small-talk questions', () => {
  it.each<[string, Intent]>([
    [`what do you do at ${currentJob.company}?`, 'recruiter'],
    [`tell me about your time at ${previousEmployer}`, 'recruiter'],
    [`what did you work on before ${currentEmployer}?`, 'recruiter'],
    ['when could you start?', 'recruiter'],
    [`¿qué haces en ${currentJob.company}?`, 'recruiter'],
    [`¿cuál es tu rol en ${currentEmployer}?`, 'recruiter'],
    ['¿estás abierta a cambiar de trabajo?', 'recruiter'],
    [`que fais-tu chez ${currentJob.company} ?`, 'recruiter'],
    [`parle-moi de ton passage chez ${previousEmployer}`, 'recruiter'],
    [`was machst du bei ${currentJob.company}?`, 'recruiter'],
    [`erzähl von deiner Zeit bei ${previousEmployer}`, 'recruiter'],
    ['bist du offen für einen Wechsel?', 'recruiter'],
    ['wie sieht dein Werdegang aus?', 'recruiter'],
    ["what's your LLM experience?", 'engineering'],
    ['worüber bloggst du?', 'blog'],
    ['¿de qué escribes en tu blog?', 'blog'],
    ['comment te contacter ?', 'navigation_contact'],
    ['howdy!', 'conversational'],
    ['hasta luego!', 'conversational'],
    ['bis bald!', 'conversational'],
  ])('%j → %s', (question, intent) => {
    expect(ask(question).intent).toBe(intent);
  });
});

describe('rephrased questions retrieve the right chunk in the top 5', () => {
  it.each([
    // Declined topics, named without the profile's own words.
    [`what's going on internally at ${currentEmployer}?`, 'boundary-confidential'],
    [`¿qué pasa dentro de ${currentJob.company}?`, 'boundary-confidential'],
    [`des infos confidentielles sur ${currentEmployer} ?`, 'boundary-confidential'],
    [`was sind die Geheimnisse von ${currentJob.company}?`, 'boundary-confidential'],
    ['are you left or right wing?', 'boundary-personal-life'],
    ['¿de qué partido eres?', 'boundary-personal-life'],
    ['tu es de gauche ?', 'boundary-personal-life'],
    ['welche Partei wählst du?', 'boundary-personal-life'],
    ['who will win the football match tonight?', 'boundary-general-help'],
    [`can you recommend a good restaurant in ${city}?`, 'boundary-general-help'],
    ['¿quién ganará el partido de fútbol?', 'boundary-general-help'],
    ['kannst du mir ein Restaurant empfehlen?', 'boundary-general-help'],
    ['worüber bloggst du?', 'blog-topics'],
    // Availability, location, salary.
    ["what's your notice period?", 'availability'],
    ['würdest du für eine Glücksspielfirma arbeiten?', 'availability'],
    ['rejoindrais-tu une entreprise de paris en ligne ?', 'availability'],
    ['do you work US hours?', 'location'],
    ['¿te mudarías a Alemania?', 'location'],
    ['arbeitest du auch zu US-Zeiten?', 'location'],
    ['was verdienst du?', 'boundary-salary'],
    ['Was sind deine Gehaltsvorstellungen für eine Staff-Rolle?', 'boundary-salary'],
    ['¿cuánto ganas?', 'boundary-salary'],
    // Paraphrases of profile facts.
    ['have you run experiments on conversion?', jobChunk(earlierJob)],
    ['as-tu fait des tests A/B ?', jobChunk(earlierJob)],
    [`how many people use ${designSystem}?`, jobChunk(currentJob)],
    [`wie viele Leute nutzen ${designSystem}?`, jobChunk(currentJob)],
    ['have you mentored juniors?', 'strengths'],
    ['¿cómo testeas tu código?', 'skills-cloud-and-testing'],
    ['wie testest du deinen Code?', 'skills-cloud-and-testing'],
    ['have you worked with large language models?', 'skills-applied-ai'],
    ['¿qué experiencia tienes con modelos de lenguaje?', 'skills-applied-ai'],
  ])('%j → %s', (question, chunkId) => {
    expect(topIds(question)).toContain(chunkId);
  });

  it.each([
    'what were your previous jobs?',
    'walk me through your career path',
    '¿cuál ha sido tu trayectoria profesional?',
    'quel a été ton parcours professionnel ?',
    'wo hast du vorher gearbeitet?',
  ])('%j puts the career overview (every employer) first', (question) => {
    expect(topIds(question)[0]).toBe('duration');
  });

  it.each(['what is the weather like?', 'who won the football match?', 'tell me a joke'])('%j reaches the general-help boundary or the fallback', (question) => {
    const result = ask(question);
    expect(result.usedFallback || result.chunks[0]?.chunk.id === 'boundary-general-help').toBe(true);
  });
});
