import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { genericVocabulary } from '@/lib/fit/concept-vocabulary';
import { extractRequirements, MAX_REQUIREMENTS, type ItemSignals } from '@/lib/fit/extract-requirements';
import { postingLocales } from '@/lib/fit/posting-cues';
import { readRequirement } from '@/lib/fit/read-requirement';

const read = (text: string) => readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set() });
/** What the fit check tells extraction, from the generic vocabulary (no profile): nothing is declined. */
const reader: ItemSignals = {
  checkable: (text) => {
    const requirement = read(text);
    return requirement.mentions.length > 0 || requirement.languages.length > 0 || requirement.asksConditions || requirement.years.length > 0 || requirement.degree !== null;
  },
  declined: () => false,
  optional: (text) => read(text).optional,
  conditions: (text) => read(text).asksConditions,
  technical: (text) => read(text).mentions.length > 0,
  language: (text) => read(text).languages.length > 0,
};
const extract = (text: string, signals: ItemSignals = reader) => extractRequirements({ text, signals, locales: postingLocales({ text }) });
const texts = (text: string) => extract(text).map((item) => item.text);

describe('extractRequirements', () => {
  it('keeps a work condition the contract type stands beside, not an offer in the header', () => {
    expect(texts('Conditions : poste en CDI basé à Lyon, en hybride avec deux jours de télétravail par semaine.')).toEqual(['poste en CDI basé à Lyon, en hybride avec deux jours de télétravail par semaine.']);
    expect(texts('Quantitative Data Engineer\nHouston, TX (on-site) · Full-time · Relocation package available\n\nRequirements\n- Python')).not.toContain('Relocation package available');
  });

  it('reads a short line in capitals as a heading, not as a requirement', () => {
    expect(texts('Senior Data Engineer\n\nYOUR PROFILE\n5+ years of Kafka\nStrong SQL\n\nGOOD TO KNOW\nHybrid, two office days a week in Hamburg.')).not.toContain('GOOD TO KNOW');
  });

  it('reads confidentiality or privacy alone as no privacy notice: a policy or the applicant\'s data makes one', () => {
    expect(texts('Le poste impose une présence sur site cinq jours par semaine à Blagnac, en raison de la confidentialité des projets.')).toHaveLength(1);
    expect(texts('Consultez notre politique de confidentialité avant de travailler avec nous à Paris sur site.')).toEqual([]);
  });

  it('reads what the employer offers, however it says so, as a heading of benefits', () => {
    expect(texts(['Requirements', '- Python', '', 'Our offer', '- Relocation support, including temporary housing'].join('\n'))).toEqual(['Python']);
    expect(texts(['Anforderungen', '- Python', '', 'Was wir dir bieten', '- Arbeiten remote aus jedem EU-Land'].join('\n'))).toEqual(['Python']);
    expect(texts(['Profil', '- Python', '', 'Ce que nous vous apportons', '- Télétravail deux jours par semaine'].join('\n'))).toEqual(['Python']);
  });

  it('reads "What we need" as the heading of requirements, so a field named in its list is kept', () => {
    expect(extract('What we need\n- Previous work on medical devices in a regulated environment')).toEqual([{ text: 'Previous work on medical devices in a regulated environment', section: 'requirements', importance: 'must' }]);
  });

  it('reads a short line alone between blank lines as the heading of the paragraph under it', () => {
    const items = extract(['Preferred qualifications', '- Rust is a plus', '', 'Work Environment', '', 'This is a fully remote position open to candidates in the EU.'].join('\n'));
    expect(items.map((item) => [item.text, item.importance])).toEqual([['Rust is a plus', 'nice'], ['This is a fully remote position open to candidates in the EU.', 'must']]);
  });

  it('keeps prose sentences that say what is required, and a language asked under a heading it does not know', () => {
    const items = texts(['Adlume a été fondée en 2012. L’anglais courant est indispensable. Une bonne pratique de Python est nécessaire pour nos pipelines.', '', 'Langues :', '- Allemand courant (C1 minimum), pour travailler avec nos équipes de Fribourg'].join('\n'));
    expect(items).toEqual(['L’anglais courant est indispensable.', 'Une bonne pratique de Python est nécessaire pour nos pipelines.', 'Allemand courant (C1 minimum), pour travailler avec nos équipes de Fribourg']);
  });

  it('reads bullets, numbered items and emoji bullets under their headings, with the section and must/nice', () => {
    const items = extract(['Requirements', '- 5+ years of React', '2. TypeScript', '✅ Testing', '', '## Nice to have', '* GraphQL'].join('\n'));
    expect(items).toEqual([
      { text: '5+ years of React', section: 'requirements', importance: 'must' },
      { text: 'TypeScript', section: 'requirements', importance: 'must' },
      { text: 'Testing', section: 'requirements', importance: 'must' },
      { text: 'GraphQL', section: 'nice_to_have', importance: 'nice' },
    ]);
  });

  it('recognises headings in es/fr/de, with a question mark, in bold, behind an emoji or followed by a colon', () => {
    const posting = ['¿Qué buscamos?', '• Go', '**Les plus**', '• Rust', '🎯 Ihre Aufgaben', '• Kafka', 'Dein Profil:', 'Python'].join('\n');
    expect(extractRequirements({ text: posting, signals: reader, locales: LOCALES }).map(({ text, section }) => [text, section])).toEqual([
      ['Go', 'requirements'],
      ['Rust', 'nice_to_have'],
      ['Kafka', 'responsibilities'],
      ['Python', 'requirements'],
    ]);
  });

  it('splits prose into sentences, keeping abbreviations and product names whole', () => {
    const posting = 'Votre profil\nVous maîtrisez React, Node.js et Next.js, p. ex. en production. Vous parlez anglais.';
    expect(texts(posting)).toEqual(['Vous maîtrisez React, Node.js et Next.js, p. ex. en production.', 'Vous parlez anglais.']);
  });

  it('reads prose like bullets: a sentence that joins two asks gives two requirements, a list stays whole', () => {
    const posting = [
      'Buscamos a alguien con experiencia en React, que sepa hacer mentoría a perfiles junior, que cuide la accesibilidad (WCAG 2.1) y que pueda mantener código en Angular.',
      'Trabajarás con React y TypeScript, aunque parte del código antiguo está en Angular.',
      'Valoraremos la experiencia con administraciones públicas y con tests end-to-end en Playwright.',
    ].join(' ');
    expect(extract(posting).map(({ text, importance }) => [text, importance])).toEqual([
      ['Buscamos a alguien con experiencia en React', 'must'],
      ['que sepa hacer mentoría a perfiles junior', 'must'],
      ['que cuide la accesibilidad (WCAG 2.1) y que pueda mantener código en Angular.', 'must'],
      ['Trabajarás con React y TypeScript', 'must'],
      ['aunque parte del código antiguo está en Angular.', 'must'],
      ['Valoraremos la experiencia con administraciones públicas', 'nice'],
      ['y con tests end-to-end en Playwright.', 'nice'],
    ]);
  });

  it('splits a sentence after a clause that weighs itself, so each half keeps its own must or nice', () => {
    expect(extract("Une expérience d'enseignement est indispensable et un doctorat serait apprécié.").map(({ text, importance }) => [text, importance])).toEqual([
      ["Une expérience d'enseignement est indispensable", 'must'],
      ['et un doctorat serait apprécié.', 'nice'],
    ]);
    expect(extract('Python is required and Go is a plus.').map(({ importance }) => importance)).toEqual(['must', 'nice']);
  });

  it('splits a bullet at a semicolon into its requirements, each with its own importance', () => {
    expect(extract('Requirements\n- Fluent English; German is a plus').map(({ text, importance }) => [text, importance])).toEqual([
      ['Fluent English', 'must'],
      ['German is a plus', 'nice'],
    ]);
  });

  it('reads what is optional or not required from the requirement itself, whatever its section', () => {
    const importance = (item: string) => extract(`Requirements\n- ${item}`)[0]?.importance;
    expect(importance('Deutsch ist kein Muss')).toBe('nice');
    expect(importance("L'allemand n'est pas obligatoire")).toBe('nice');
    expect(importance('El inglés no es imprescindible')).toBe('nice');
    expect(importance('Experience with React, Vue or Angular is a plus')).toBe('nice');
    expect(importance('German is not required, English at C1 level is')).toBe('must');
    expect(importance('Experience with relational databases, ideally PostgreSQL')).toBe('must');
    expect(importance('Un cloud public (GCP de préférence)')).toBe('must');
    expect(importance('Pratique des méthodes formelles (B, SCADE) appréciée')).toBe('nice');
    expect(importance('Wenn du schon mit dem Vercel AI SDK gearbeitet hast, umso besser.')).toBe('nice');
    expect(importance('React Native is what we use, but Swift is not expected')).toBe('nice');
    expect(importance('El nivel alto de inglés no es imprescindible, ya que el equipo trabaja en español.')).toBe('nice');
  });

  it('skips benefits, company presentation, equal-opportunity lines, privacy notices and application instructions', () => {
    const posting = [
      'About us', 'We are a fast-growing SaaS company.', 'What we offer', '- Competitive salary', '- 30 days of holiday',
      'Requirements', '- Go', 'We are an equal opportunity employer.', 'Send your CV to jobs@example.com',
      'Hiring process', '1. A call with the team',
      'Protección de datos', 'Los datos personales que nos facilites serán tratados para gestionar tu candidatura.',
    ].join('\n');
    expect(texts(posting)).toEqual(['Go']);
  });

  it('keeps every responsibility, and introduction sentences that speak of the candidate or name a technology', () => {
    const posting = [
      'We are looking for an engineer with 5 years of experience.', 'Our platform ingests 50,000 events per second with Kafka.', 'Our office has a nice view.',
      'Your role', '- Build React components', '- Collaborate with design',
    ].join('\n');
    expect(extract(posting).map(({ text, section }) => [text, section])).toEqual([
      ['We are looking for an engineer with 5 years of experience.', 'other'],
      ['Build React components', 'responsibilities'],
      ['Collaborate with design', 'responsibilities'],
    ]);
  });

  it('keeps the first mention of a declined kind of company, even in the company presentation, unless a requirement asks for it', () => {
    const signals: ItemSignals = { ...reader, checkable: () => false, declined: (text) => /crypto/i.test(text) };
    const posting = ['About us', 'We build a crypto exchange.', 'Our crypto wallet is used by many.', 'Requirements', '- Rust experience'].join('\n');
    expect(extract(posting, signals).map((item) => item.text)).toEqual(['We build a crypto exchange.', 'Rust experience']);
    const asked = ['We build a crypto exchange used by three million people.', '', 'Requirements', '- Crypto trading experience'].join('\n');
    expect(extract(asked, signals).map((item) => item.text)).toEqual(['Crypto trading experience']);
    const title = ['Crypto Wallet Engineer', '', 'Requirements', '- Crypto trading experience'].join('\n');
    expect(extract(title, signals).map((item) => item.text)).toEqual(['Crypto Wallet Engineer', 'Crypto trading experience']);
    const equalOpportunity = ['Apuestas Norte apuesta por la igualdad de oportunidades.', 'Requisitos', '- Experiencia con React'].join('\n');
    expect(extract(equalOpportunity, { ...signals, declined: (text) => /apuesta/i.test(text) }).map((item) => item.text)).toEqual(['Experiencia con React']);
  });

  it('reads a "Location:" header field as a requirement without switching section', () => {
    expect(extract('Location: Lisbon (on-site)\nRequirements\n- Go').map(({ text, section }) => [text, section])).toEqual([
      ['Lisbon (on-site)', 'other'],
      ['Go', 'requirements'],
    ]);
  });

  it('takes the work conditions of the header, with the place beside them, not the title', () => {
    const header = (posting: string) => texts(`${posting}\n\nRequirements\n- Go`).slice(0, -1);
    expect(header('Senior Frontend Engineer\nLisbon or remote (Europe)')).toEqual(['Lisbon or remote (Europe)']);
    expect(header('Data Engineer Senior – Banca Digital\n📍 Barcelona · Híbrido (2 días de oficina)')).toEqual(['Barcelona · Híbrido (2 días de oficina)']);
    expect(header('Embedded Engineer\nStuttgart, Germany · Hybrid (2–3 days on site)')).toEqual(['Stuttgart, Germany · Hybrid (2–3 days on site)']);
    expect(header('Ingénieur·e Data Senior – Plateforme énergie (Nantes / télétravail partiel)')).toEqual(['Nantes / télétravail partiel']);
    expect(header('Desarrollador/a Frontend Senior — Madrid (híbrido) o remoto en España')).toEqual(['Madrid (híbrido) o remoto en España']);
  });

  it('keeps at most MAX_REQUIREMENTS, listed requirements first, in the order of the text', () => {
    const duties = Array.from({ length: 30 }, (_, index) => `- Duty ${index}`);
    const requirements = Array.from({ length: 30 }, (_, index) => `- Requirement ${index}`);
    const items = extract(['Responsibilities', ...duties, 'Requirements', ...requirements].join('\n'));
    expect(items).toHaveLength(MAX_REQUIREMENTS);
    expect(items.filter((item) => item.section === 'requirements')).toHaveLength(30);
    expect(items[0]?.text).toBe('Duty 0');
  });

  it('cuts an over-long requirement at commas into pieces the table shows whole, and drops repeats', () => {
    const long = `- ${Array.from({ length: 40 }, (_, index) => `skill number ${index}`).join(', ')}`;
    const items = extract(['Requirements', long, '- Go', '- go'].join('\n'));
    const pieces = items.filter((item) => item.text.startsWith('skill') || item.text.includes('skill number 39'));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((item) => item.text.length <= 300)).toBe(true);
    expect(pieces.map((item) => item.text).join(' ')).toContain('skill number 39');
    expect(items.map((item) => item.text).filter((text) => /^go$/i.test(text))).toEqual(['Go']);
  });
});
