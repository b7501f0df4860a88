import { foldText } from '@/lib/text';

// Invisible format characters (soft hyphen, zero-width, bidi controls, BOM): they split a token without
// showing, so "4111<ZWSP>1111…" or "ig<ZWJ>nore" would otherwise slip past every pattern.
const INVISIBLE = /[\u00AD\u034F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Dash look-alikes that NFKC leaves distinct: a card number written with en dashes is still a card number.
const DASHES = /[\u2010-\u2015\u2212]/g;
// Sentence ends stay visible as a "." token so phrase gaps never bridge two sentences.
const SENTENCE_END = /[.?!;:¿¡。]+/g;
const NOT_WORD = /[^\p{L}\p{N}.]+/gu;

/** Canonical form for secret matching: NFKC (full-width digits become ASCII), invisible characters removed, dashes unified. */
export function normalizeFilterText({ text }: { text: string }): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(DASHES, '-');
}

/**
 * Canonical form for phrase matching: folded (case, diacritics, ligatures), every word separated by one
 * space, sentence ends as a " . " token, padded with a space on both sides so patterns can anchor on spaces.
 */
export function phraseText({ text }: { text: string }): string {
  const folded = foldText({ text: normalizeFilterText({ text }) });
  const spaced = folded
    .replace(SENTENCE_END, ' . ')
    .replace(NOT_WORD, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/(?: \.)+/g, ' .')
    .trim();
  return ` ${spaced} `;
}
