import { describe, expect, it } from 'vitest';
import { genericVocabulary } from '@/lib/fit/concept-vocabulary';
import { readRequirement } from '@/lib/fit/read-requirement';
import type { Locale } from '@/lib/contracts';

/** The mentions of a requirement that only name the category of the tools named with them. */
const categories = (text: string, locales: readonly Locale[] = ['en']) =>
  readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set(), locales }).mentions.filter((mention) => mention.category).map((mention) => mention.surface);

describe('tool categories', () => {
  it('reads a practice named with its tools as their category', () => {
    expect(categories('Unit testing experience with Jest and React Testing Library')).toEqual(['Unit testing']);
    expect(categories('Stream processing with Apache Flink')).toEqual(['Stream processing']);
    expect(categories('Tests unitarios con Jest y React Testing Library', ['es', 'en'])).toEqual(['Tests unitarios']);
    expect(categories('Une expérience des tests avec Detox', ['fr', 'en'])).toEqual(['tests']);
    expect(categories('Erfahrung mit Snowflake als Data Warehouse', ['de', 'en'])).toEqual(['Data Warehouse']);
    expect(categories('Trazabilidad de requisitos con IBM DOORS', ['es', 'en'])).toEqual(['Trazabilidad de requisitos']);
    expect(categories('Cuadros de mando en Power BI', ['es', 'en'])).toEqual(['Cuadros de mando']);
    expect(categories('Erfahrung mit Dashboards in Looker', ['de', 'en'])).toEqual(['Dashboards']);
  });

  it('reads a tool named before a purpose word and its category as the tool asked', () => {
    expect(categories('Vous maîtrisez Jest pour les tests unitaires', ['fr', 'en'])).toEqual(['tests unitaires']);
    expect(categories('Python for data pipelines')).toEqual([]);
    expect(categories('Unit tests for our Jest setup')).toEqual([]);
  });

  it('leaves lists, tools of other kinds and lone practices alone', () => {
    expect(categories('React and Next.js')).toEqual([]);
    expect(categories('Unit testing with Unity and Ceedling')).toEqual([]);
    expect(categories('Experience with Kubernetes')).toEqual([]);
    expect(categories('Unit testing with Jest in our CI pipelines')).toEqual(['Unit testing']);
  });
});
