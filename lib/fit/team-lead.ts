import type { Locale } from '@/lib/contracts';
import { cueHitsOf } from '@/lib/fit/posting-cues';
import type { PostingWord } from '@/lib/fit/posting-words';

/** How many words may stand between the verb and the team it leads ("led a small distributed team"). */
const WORDS_BETWEEN = 4;

/**
 * Leading people is said with a verb and its team, with words between them that no phrase list can foresee
 * ("led a small team technically", "liderado técnicamente un equipo", "encadré une équipe de plusieurs
 * ingénieurs", "Führung eines Entwicklungsteams"): each span from such a verb to the team word after it, in
 * the same clause. Postings and profiles are read alike with it.
 */
export function teamLeadSpans({ words, locales }: { words: readonly PostingWord[]; locales: readonly Locale[] }): Array<{ start: number; end: number }> {
  const hits = cueHitsOf({ words: words.map((word) => word.folded), locales });
  const teams = hits.filter((hit) => hit.concept === 'requirement-collaborator');
  const spans: Array<{ start: number; end: number }> = [];
  for (const verb of hits.filter((hit) => hit.concept === 'requirement-leads')) {
    const team = teams.find((candidate) => candidate.start >= verb.end && candidate.start - verb.end <= WORDS_BETWEEN);
    if (!team) continue;
    const clauseBreak = words.slice(verb.end, team.start + 1).some((word) => /[.;:!?]/.test(word.gapBefore));
    if (!clauseBreak) spans.push({ start: verb.start, end: team.end });
  }
  return spans;
}
