import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { CONCEPTS, conceptsIn, findConcepts, LANGUAGE_TERMS } from '@/lib/lexicon';
import { isStopword, splitWords } from '@/lib/text';

const entries = LOCALES.flatMap((locale) => CONCEPTS.flatMap((concept) => LANGUAGE_TERMS[locale][concept].map((written) => ({ locale, concept, written }))));

/** Every question of every eval set in the repository of three written words or more, folded to its words. */
function evalQuestions(): string[][] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) files.push(path);
    }
  };
  walk('evals');
  const questions: string[][] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/"question"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
      const question = JSON.parse(`"${match[1]}"`) as string;
      // "Dites-m'en plus ?" is the expression itself, not a question copied into the lexicon.
      if (question.trim().split(/\s+/).filter((token) => /\p{L}/u.test(token)).length >= 3) questions.push(splitWords({ text: question }));
    }
  }
  return questions;
}

/** The eval question that is exactly this entry, if any. */
function copiedQuestion({ words, questions }: { words: readonly string[]; questions: readonly string[][] }): string[] | undefined {
  return questions.find((question) => question.length === words.length && question.every((word, index) => word === words[index]));
}

describe('lexicon', () => {
  it('spells every concept in every language', () => {
    for (const locale of LOCALES) for (const concept of CONCEPTS) expect(LANGUAGE_TERMS[locale][concept].length, `${locale} ${concept}`).toBeGreaterThan(0);
  });

  it('holds words, beginnings and short expressions, never questions', () => {
    for (const { locale, written } of entries) {
      const parts = written.replace(/\*$/, '').trim().split(/\s+/);
      expect(parts.length, `${locale} "${written}"`).toBeLessThanOrEqual(3);
      // A three-word entry is one expression held together by a function word ("permiso de trabajo").
      if (parts.length === 3) expect(splitWords({ text: parts[1] as string }).every((word) => isStopword({ word })), `${locale} "${written}"`).toBe(true);
      if (written.endsWith('*')) expect((splitWords({ text: written.slice(0, -1) }).at(-1) ?? '').length, `${locale} "${written}"`).toBeGreaterThanOrEqual(3);
    }
  });

  it('copies no question of any eval set: no multi-word entry is a whole question of three words or more', () => {
    const questions = evalQuestions();
    expect(questions.length).toBeGreaterThan(1000);
    // The check itself: a question copied into the lexicon is found.
    expect(copiedQuestion({ words: ['how', 'many', 'years'], questions: [['how', 'many', 'years']] })).toBeDefined();
    for (const entry of entries) {
      const words = splitWords({ text: entry.written.replace(/\*$/, '') });
      if (words.length < 2) continue;
      const copied = copiedQuestion({ words, questions });
      expect(copied, `${entry.locale} "${entry.written}" is the question "${copied?.join(' ')}"`).toBeUndefined();
    }
  });

  it('reads German typed without umlauts as the umlaut it spells, in German only', () => {
    expect(conceptsIn({ words: splitWords({ text: 'Wie lang ist Ihre Kuendigungsfrist?' }), locales: ['de'] })).toContain('notice');
    expect(conceptsIn({ words: splitWords({ text: 'Kuendigungsfrist?' }), locales: ['en'] })).not.toContain('notice');
  });

  it('finds words, beginnings, expressions and German compound heads, in the languages asked for', () => {
    const words = splitWords({ text: 'Wie lange haben Sie Mentoring gemacht, und wie hoch ist Ihr Wunschgehalt?' });
    const concepts = conceptsIn({ words, locales: ['de'] });
    expect(concepts).toEqual(expect.arrayContaining(['how-long', 'team', 'work', 'salary']));
    expect(findConcepts({ words, locales: ['fr'] }).some((hit) => hit.concept === 'salary')).toBe(false);
    expect(conceptsIn({ words: splitWords({ text: 'permiso de trabajo' }), locales: ['es'] })).toContain('visa');
  });
});
