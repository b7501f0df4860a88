import { impliedClosure, scanConcepts, type ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import type { FitResult } from '@/lib/fit/fit-types';
import { postingWords } from '@/lib/fit/posting-words';

/** The summary is three sentences; anything longer, or a word or two, is a model that did not follow its instructions. */
const MAX_SUMMARY_CHARS = 900;
const SUMMARY_SENTENCES = 3;
const MIN_SUMMARY_SENTENCES = 2;
const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/u;

function conceptsOf(text: string, vocabulary: ConceptVocabulary): Set<string> {
  return new Set(scanConcepts({ words: postingWords({ text }), vocabulary }).flatMap((mention) => mention.ids));
}

function numbersOf(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)?/g) ?? [];
}

/**
 * The model's summary if it stays inside the table, else null. Code decides: plain text, two or three
 * sentences (more are cut), no link, every technology or practice it names and every number it gives appear in the table
 * (a broader name of a listed one is fine: "JavaScript" for TypeScript).
 */
export function acceptModelSummary({ text, result, vocabulary }: { text: string; result: FitResult; vocabulary: ConceptVocabulary }): string | null {
  const plain = text.replace(/[*_`#>|]/g, '').replace(/\s+/g, ' ').trim();
  if (plain === '' || /https?:\/\/|www\./i.test(plain)) return null;
  const sentences = plain.split(SENTENCE_END);
  if (sentences.length < MIN_SUMMARY_SENTENCES) return null;
  const summary = sentences.slice(0, SUMMARY_SENTENCES).join(' ');
  if (summary.length > MAX_SUMMARY_CHARS) return null;
  const table = result.requirements
    .flatMap((requirement) => [requirement.text, requirement.note ?? '', ...requirement.evidence.map((item) => item.quote), ...(requirement.related ?? []).map((item) => item.quote)])
    .join('\n');
  const allowed = impliedClosure({ ids: conceptsOf(table, vocabulary), vocabulary });
  if ([...conceptsOf(summary, vocabulary)].some((id) => !allowed.has(id))) return null;
  const tableNumbers = new Set([...numbersOf(table), String(Math.round(result.coverage * 100)), String(result.requirements.length)]);
  return numbersOf(summary).every((number) => tableNumbers.has(number)) ? summary : null;
}
