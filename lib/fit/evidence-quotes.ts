import type { Locale } from '@/lib/contracts';
import type { FitEvidence } from '@/lib/fit/fit-types';
import type { EvidenceSentence, EvidenceSource, ProfileEvidence } from '@/lib/fit/profile-evidence';
import { cutText } from '@/lib/text';

/** Every aspect cites the profile the same way: a chunk's localized title, its link and a short quote of it. */

export const MAX_EVIDENCE = 3;
const MAX_QUOTE_CHARS = 280;

export function evidenceItem({ source, quote, locale, profile }: { source: EvidenceSource; quote: string; locale: Locale; profile: ProfileEvidence }): FitEvidence {
  const title = profile.titles.get(source.chunk.id)?.[locale] ?? source.chunk.title;
  return { chunkId: source.chunk.id, title, href: `/${locale}#${source.chunk.anchor}`, quote: cutText({ text: quote, maxChars: MAX_QUOTE_CHARS }) };
}

/** The sentence of a source that shows the most of `wanted`, or null when none shows any: a quote always names what it is evidence of. */
export function quoteOf({ source, wanted, locale }: { source: EvidenceSource; wanted: ReadonlySet<string>; locale: Locale }): EvidenceSentence | null {
  let best: EvidenceSentence | null = null;
  let bestScore = 0;
  for (const sentence of source.sentences[locale]) {
    const score = [...wanted].filter((id) => sentence.concepts.has(id)).length;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best;
}

export function sourceQuote({ profile, chunkId, locale, sentence }: { profile: ProfileEvidence; chunkId: string; locale: Locale; sentence?: 'first' | 'all' }): FitEvidence[] {
  const source = profile.chunks.get(chunkId);
  if (!source) return [];
  const sentences = source.sentences[locale].map((entry) => entry.text);
  const quote = sentence === 'first' ? sentences[0] : sentences.join(' ');
  return quote ? [evidenceItem({ source, quote, locale, profile })] : [];
}
