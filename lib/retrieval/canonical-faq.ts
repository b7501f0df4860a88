import { LOCALES } from '@/lib/contracts';
import type { LocalizedText, Profile } from '@/lib/knowledge';
import { foldText } from '@/lib/text';

/** A question the profile answers canonically: the facts the model must use, and the ready answer. */
export interface CanonicalHit {
  id: string;
  /** Dense English block ("### Canonical facts\n- ..."): one bullet per sentence of the English answer. */
  facts: string;
  answer: LocalizedText;
}

type FaqEntry = Profile['faq'][number];

const compiledByFaq = new WeakMap<readonly FaqEntry[], ReadonlyArray<{ entry: FaqEntry; patterns: RegExp[] }>>();

function compiledPatterns(faq: readonly FaqEntry[]): ReadonlyArray<{ entry: FaqEntry; patterns: RegExp[] }> {
  const cached = compiledByFaq.get(faq);
  if (cached) return cached;
  // Every locale's patterns are tried: visitors often ask in a language other than the page's.
  const compiled = faq.map((entry) => ({
    entry,
    patterns: LOCALES.flatMap((locale) => entry.patterns[locale].map((source) => new RegExp(source, 'i'))),
  }));
  compiledByFaq.set(faq, compiled);
  return compiled;
}

/** Turns an English answer into the dense facts block: one bullet per sentence. */
export function canonicalFactsBlock({ answer }: { answer: string }): string {
  const sentences = answer
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘'])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  return ['### Canonical facts', ...sentences.map((sentence) => `- ${sentence}`)].join('\n');
}

/** The first profile FAQ whose pattern (any locale) matches the diacritic-folded question, or null. */
export function matchCanonicalFaq({ question, profile }: { question: string; profile: Profile }): CanonicalHit | null {
  const folded = foldText({ text: question });
  for (const { entry, patterns } of compiledPatterns(profile.faq)) {
    if (patterns.some((pattern) => pattern.test(folded))) {
      return { id: entry.id, facts: canonicalFactsBlock({ answer: entry.answer.en }), answer: entry.answer };
    }
  }
  return null;
}
