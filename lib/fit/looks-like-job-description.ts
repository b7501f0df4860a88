import { BULLET, cuesOfText, headingKind, isAboutCandidate, postingLocales } from '@/lib/fit/posting-cues';

/** Shorter than this, a text is a question, however it is worded. */
const MIN_POSTING_CHARS = 300;

/**
 * True when a text pasted into the chat reads like a job posting rather than a question: long enough,
 * with section headings ("Requirements", "Ihr Profil"), or a list of items that talk about the candidate.
 * Cheap and local: the chat page runs it on paste and before sending.
 */
export function looksLikeJobDescription({ text }: { text: string }): boolean {
  if (text.length < MIN_POSTING_CHARS) return false;
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const locales = postingLocales({ text });
  const headings = lines.filter((line) => line.length <= 70 && headingKind({ reading: cuesOfText({ text: line, locales }) }) !== null).length;
  const items = lines.filter((line) => BULLET.test(line));
  const candidateItems = items.filter((line) => isAboutCandidate({ reading: cuesOfText({ text: line, locales }) })).length;
  return headings >= 2 || (headings >= 1 && items.length >= 3) || candidateItems >= 3;
}
