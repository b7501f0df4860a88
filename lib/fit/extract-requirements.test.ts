import { describe, expect, it } from 'vitest';
import { extractRequirements, MAX_REQUIREMENTS, type ItemSignals } from '@/lib/fit/extract-requirements';

const everything: ItemSignals = { checkable: () => true, declined: () => false };
const extract = (text: string, signals: ItemSignals = everything) => extractRequirements({ text, signals });
const texts = (text: string) => extract(text).map((item) => item.text);

describe('extractRequirements', () => {
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
    expect(extract(posting).map(({ text, section }) => [text, section])).toEqual([
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

  it('splits a bullet at a semicolon into its requirements, each with its own importance', () => {
    expect(extract('Requirements\n- Fluent English; German is a plus').map(({ text, importance }) => [text, importance])).toEqual([
      ['Fluent English', 'must'],
      ['German is a plus', 'nice'],
    ]);
  });

  it('skips benefits, company presentation, equal-opportunity lines and application instructions', () => {
    const posting = [
      'About us', 'We are a fast-growing SaaS company.', 'What we offer', '- Competitive salary', '- 30 days of holiday',
      'Requirements', '- Go', 'We are an equal opportunity employer.', 'Send your CV to jobs@example.com',
      'Hiring process', '1. A call with the team',
    ].join('\n');
    expect(texts(posting)).toEqual(['Go']);
  });

  it('keeps responsibilities and introduction sentences only when they name something to check', () => {
    const signals: ItemSignals = { checkable: (text) => /React|years/.test(text), declined: () => false };
    const posting = [
      'We are looking for an engineer with 5 years of experience.', 'Our office has a nice view.',
      'Your role', '- Build React components', '- Collaborate with design',
    ].join('\n');
    expect(extract(posting, signals).map(({ text, section }) => [text, section])).toEqual([
      ['We are looking for an engineer with 5 years of experience.', 'other'],
      ['Build React components', 'responsibilities'],
    ]);
  });

  it('keeps the first mention of a declined kind of company, even in the company presentation', () => {
    const signals: ItemSignals = { checkable: () => false, declined: (text) => /crypto/i.test(text) };
    const posting = ['About us', 'We build a crypto exchange.', 'Our crypto wallet is used by many.', 'Requirements', '- Crypto trading experience'].join('\n');
    expect(extract(posting, signals).map((item) => item.text)).toEqual(['We build a crypto exchange.', 'Crypto trading experience']);
  });

  it('reads a "Location:" header field as a requirement without switching section', () => {
    expect(extract('Location: Lisbon (on-site)\nRequirements\n- Go').map(({ text, section }) => [text, section])).toEqual([
      ['Lisbon (on-site)', 'other'],
      ['Go', 'requirements'],
    ]);
  });

  it('keeps at most MAX_REQUIREMENTS, listed requirements first, in the order of the text', () => {
    const duties = Array.from({ length: 30 }, (_, index) => `- Duty ${index}`);
    const requirements = Array.from({ length: 30 }, (_, index) => `- Requirement ${index}`);
    const items = extract(['Responsibilities', ...duties, 'Requirements', ...requirements].join('\n'));
    expect(items).toHaveLength(MAX_REQUIREMENTS);
    expect(items.filter((item) => item.section === 'requirements')).toHaveLength(30);
    expect(items[0]?.text).toBe('Duty 0');
  });

  it('cuts an over-long requirement and drops repeats', () => {
    const long = `- ${'word '.repeat(100)}`;
    const items = extract(['Requirements', long, '- Go', '- go'].join('\n'));
    expect(items[0]?.text.length).toBeLessThanOrEqual(300);
    expect(items[0]?.text.endsWith('…')).toBe(true);
    expect(items.map((item) => item.text).slice(1)).toEqual(['Go']);
  });
});
