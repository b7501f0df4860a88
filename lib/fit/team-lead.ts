import type { Locale } from '@/lib/contracts';
import { cueHitsOf } from '@/lib/fit/posting-cues';
import type { PostingWord } from '@/lib/fit/posting-words';
import { findConcepts, type ConceptHit } from '@/lib/lexicon';

/** How many words may stand between the verb and the team it leads ("led a small distributed team"). */
const WORDS_BETWEEN = 4;

type Span = { start: number; end: number };

function meansAt(hits: readonly ConceptHit[]): Set<number> {
  return new Set(hits.filter((hit) => hit.concept === 'requirement-means').map((hit) => hit.start));
}

/** Each span from a verb to the first target after it, a few words on, in the same clause. */
function verbSpans({ words, verbs, targets, means, before = false }: { words: readonly PostingWord[]; verbs: readonly ConceptHit[]; targets: readonly ConceptHit[]; means: ReadonlySet<number>; before?: boolean }): Span[] {
  const spans: Span[] = [];
  const inOneClause = (start: number, end: number) => !words.slice(start + 1, end).some((word) => /[.;:!?]/.test(word.gapBefore));
  for (const verb of verbs) {
    // "coordinar con nuestro equipo", "coordinate with the team": working with a team is not leading it.
    if (means.has(verb.end)) continue;
    const after = targets.find((candidate) => candidate.start >= verb.end && candidate.start - verb.end <= WORDS_BETWEEN);
    if (after && inOneClause(verb.start, after.start + 1)) {
      spans.push({ start: verb.start, end: after.end });
      continue;
    }
    // German puts the participle last ("neue Entwickler eingearbeitet").
    const ahead = before ? targets.findLast((candidate) => candidate.end <= verb.start && verb.start - candidate.end <= WORDS_BETWEEN) : undefined;
    if (ahead && inOneClause(ahead.start, verb.end)) spans.push({ start: ahead.start, end: verb.end });
  }
  return spans;
}

/**
 * Leading people is said with a verb and its team, with words between them that no phrase list can foresee
 * ("led a small team technically", "liderado técnicamente un equipo", "encadré une équipe de plusieurs
 * ingénieurs", "Führung eines Entwicklungsteams"): each span from such a verb to the team word after it, in
 * the same clause. Postings and profiles are read alike with it.
 */
export function teamLeadSpans({ words, locales }: { words: readonly PostingWord[]; locales: readonly Locale[] }): Span[] {
  const folded = words.map((word) => word.folded);
  const hits = cueHitsOf({ words: folded, locales });
  const verbs = hits.filter((hit) => hit.concept === 'requirement-leads');
  // Most sentences lead no one: the people are looked for only beside a verb of leading.
  if (verbs.length === 0) return [];
  // "You have led engineers before": the people led stand for their team.
  const people = findConcepts({ words: folded, locales }).filter((hit) => hit.concept === 'people');
  const targets = [...hits.filter((hit) => hit.concept === 'requirement-collaborator'), ...people].sort((left, right) => left.start - right.start);
  return verbSpans({ words, verbs, targets, means: meansAt(hits) });
}

/** Helping people grow, said the same way: a verb and the people it helps ("accompagné des ingénieurs plus juniors"). */
export function mentorSpans({ words, locales }: { words: readonly PostingWord[]; locales: readonly Locale[] }): Span[] {
  const folded = words.map((word) => word.folded);
  const hits = cueHitsOf({ words: folded, locales });
  const verbs = hits.filter((hit) => hit.concept === 'requirement-mentors');
  if (verbs.length === 0) return [];
  const people = findConcepts({ words: folded, locales }).filter((hit) => hit.concept === 'people' || hit.concept === 'requirement-collaborator');
  return verbSpans({ words, verbs, targets: people, means: meansAt(hits), before: true });
}
