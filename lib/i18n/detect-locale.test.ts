import { describe, expect, it } from 'vitest';
import { detectLocale } from '@/lib/i18n/detect-locale';
import type { Locale } from '@/lib/contracts';

/** Short questions typical of this chat, each under 40 characters. */
const SHORT_QUESTIONS: Record<Locale, string[]> = {
  en: [
    'What projects did you do?',
    'How are you today?',
    'Hello, how are you?',
    'Who are you?',
    'Where are you based?',
    'What did you build at Northwind Labs?',
    'Tell me about Coinbook',
    'Tell me about Route Tracker',
    'What is Orbit?',
    'Are you open to new roles?',
    'How many years of experience?',
    'Do you know Kubernetes?',
    'Do you do iOS apps?',
    'When did you work at Google?',
    'What is your salary expectation?',
    'Do you work remotely?',
    'What languages do you speak?',
    'Where did you study?',
    'What are your main strengths?',
    'Do you mentor engineers?',
    'What stack do you use?',
    'Have you used Go in production?',
    'Can you write me a poem?',
    'How do you handle incidents?',
    'What is your working style?',
    'Why an AI on your portfolio?',
    'Do you like design systems?',
    'How can I contact you?',
    'Are you available in February?',
    'What did you do at Bluecrest?',
    'What was your role at Vertex?',
    'Do you write tests first?',
    'Any experience with Redis?',
    'Tell me about your freelance work',
    'How big is the Orbit system?',
    'How many GitHub stars?',
    'Which cloud providers do you use?',
    'Do you know Next.js well?',
    'What about accessibility?',
    'Is this really you?',
    'How does this chat work?',
    'Do you use embeddings?',
    'What is your timezone?',
    'Are you a team lead?',
    'Can you relocate to Berlin?',
    'What have you shipped recently?',
    'Describe your ideal team',
    'Tell me about yourself',
    'What do you blog about?',
    'Summarize your career',
    'Give me a quick intro',
    'Hi! Nice portfolio',
    'Got any side projects?',
    'Best project so far?',
    'Remote or office?',
    'Fluent in English?',
    'Frontend or backend?',
    'Do you do code reviews?',
    'Performance budgets in CI?',
    'What motivates you at work?',
    'Why did you leave Bluecrest?',
    'Thoughts on LLM guardrails?',
  ],
  es: [
    '¿Quién eres?',
    '¿Dónde vives?',
    '¿Cuántos años de experiencia tienes?',
    '¿Qué hiciste en Northwind Labs?',
    '¿Trabajaste en Amazon?',
    '¿Conoces Kubernetes?',
    '¿Haces apps de iOS?',
    '¿Estás abierta a nuevos puestos?',
    'Háblame de Coinbook',
    '¿Qué idiomas hablas?',
    '¿Cuál es tu stack?',
    '¿Trabajas en remoto?',
    '¿Cómo trabajas en equipo?',
    '¿Por qué una IA aquí?',
    '¿Cuáles son tus fortalezas?',
    '¿Dónde estudiaste?',
    '¿Cómo te contacto?',
    '¿Usas TypeScript a diario?',
    'Cuéntame sobre Orbit',
    '¿Qué es Route Tracker?',
  ],
  fr: [
    'Qui êtes-vous ?',
    'Où habitez-vous ?',
    'Combien d’années d’expérience ?',
    'Qu’avez-vous fait chez Northwind ?',
    'Avez-vous travaillé chez Google ?',
    'Connaissez-vous Kubernetes ?',
    'Faites-vous des apps iOS ?',
    'Êtes-vous ouverte à un poste ?',
    'Parlez-moi de Coinbook',
    'Quelles langues parlez-vous ?',
    'Quelle est votre stack ?',
    'Travaillez-vous à distance ?',
    'Comment travaillez-vous ?',
    'Pourquoi une IA ici ?',
    'Quelles sont vos forces ?',
    'Où avez-vous étudié ?',
    'Comment vous contacter ?',
    'Utilisez-vous TypeScript ?',
    'C’est quoi Orbit ?',
    'Et Route Tracker, c’est quoi ?',
  ],
  de: [
    'Wer bist du?',
    'Wo wohnst du?',
    'Wie viele Jahre Erfahrung hast du?',
    'Was hast du bei Northwind gemacht?',
    'Hast du bei Google gearbeitet?',
    'Kennst du Kubernetes?',
    'Machst du iOS-Apps?',
    'Bist du offen für neue Rollen?',
    'Erzähl mir von Coinbook',
    'Welche Sprachen sprichst du?',
    'Was ist dein Stack?',
    'Arbeitest du remote?',
    'Wie arbeitest du im Team?',
    'Warum eine KI hier?',
    'Was sind deine Stärken?',
    'Wo hast du studiert?',
    'Wie erreiche ich dich?',
    'Nutzt du TypeScript täglich?',
    'Was ist Orbit genau?',
    'Was ist Route Tracker?',
  ],
};

describe('detectLocale', () => {
  it.each([
    ['es', '¿Cuántos años de experiencia tienes trabajando con React y TypeScript?'],
    ['fr', 'Quelle est votre expérience avec React et Next.js dans vos projets ?'],
    ['de', 'Wie viele Jahre Erfahrung hast du mit TypeScript und React gesammelt?'],
  ] as const)('offers %s for a long sentence on an English page', (expected, text) => {
    expect(text.length).toBeGreaterThanOrEqual(40);
    expect(detectLocale({ text, pageLocale: 'en' })).toBe(expected);
  });

  it('offers English for a long English sentence on a Spanish page', () => {
    expect(detectLocale({ text: 'What did you build at Northwind Labs and which stack did you use?', pageLocale: 'es' })).toBe('en');
  });

  it.each([
    ['es', '¿Cuántos años de experiencia tienes trabajando con React y TypeScript?'],
    ['fr', 'Quelle est votre expérience avec React et Next.js dans vos projets ?'],
    ['de', 'Wie viele Jahre Erfahrung hast du mit TypeScript und React gesammelt?'],
    ['en', 'What did you build at Northwind Labs and which stack did you use?'],
  ] as const)('never offers the page language itself (%s)', (pageLocale, text) => {
    expect(detectLocale({ text, pageLocale })).toBeNull();
  });

  it.each([
    ['en', 'What did you build at Vertex Retail and which technologies did you use?'],
    ['es', '¿Cuál es la mejor forma de ponerme en contacto contigo?'],
  ] as const)('offers %s on a French page when the function words are unanimous though the trigram margin is thin', (expected, text) => {
    expect(detectLocale({ text, pageLocale: 'fr' })).toBe(expected);
  });

  it('offers only the site’s locales: a question in a language the site does not have gets no offer', () => {
    const locales = ['en', 'fr'] as const;
    expect(detectLocale({ text: 'Quelle est votre expérience avec React et Next.js dans vos projets ?', pageLocale: 'en', locales })).toBe('fr');
    expect(detectLocale({ text: '¿Cuántos años de experiencia tienes trabajando con React y TypeScript?', pageLocale: 'en', locales })).toBeNull();
    expect(detectLocale({ text: 'Wie viele Jahre Erfahrung hast du mit TypeScript und React gesammelt?', pageLocale: 'fr', locales })).toBeNull();
  });

  it('ignores text with fewer than 20 letters', () => {
    expect(detectLocale({ text: '¿Quién eres tú?', pageLocale: 'en' })).toBeNull();
    expect(detectLocale({ text: '1234567890 1234567890 1234567890', pageLocale: 'en' })).toBeNull();
  });

  it('still offers Spanish when a Spanish sentence borrows a few English words', () => {
    const text = 'Hola, me gustaría saber qué experiencia tienes con el design system y el frontend de Orbit';
    expect(detectLocale({ text, pageLocale: 'en' })).toBe('es');
  });

  it('makes fewer than 2% false offers on short questions on their own page', () => {
    const cases = Object.entries(SHORT_QUESTIONS).flatMap(([pageLocale, questions]) =>
      questions.map((text) => ({ text, pageLocale: pageLocale as Locale })),
    );
    expect(SHORT_QUESTIONS.en.length).toBeGreaterThanOrEqual(60);
    expect(cases.every(({ text }) => text.length < 40)).toBe(true);
    const falseOffers = cases.filter((item) => detectLocale(item) !== null);
    expect(falseOffers.length / cases.length).toBeLessThan(0.02);
  });
});
