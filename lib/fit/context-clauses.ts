import type { ConceptMention, ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import type { ConceptHit } from '@/lib/lexicon';

/**
 * A requirement often says why it asks ("…, porque todo nuestro backend está escrito en él"), what the employer
 * runs ("Nuestra plataforma corre en Kubernetes sobre AWS, así que pedimos…") or what a language is for
 * ("Alemán B2 para coordinar con nuestro equipo de Berlín"). What those parts name is context, not asked of
 * the candidate: a profile that shows it does not meet the requirement, and one that lacks it does not miss it.
 */

/** Cues that make a clause speak of the candidate or weigh what it asks: such a clause is never context. */
const ASKING: ReadonlySet<string> = new Set([
  'requirement-candidate',
  'requirement-addressee',
  'requirement-required',
  'requirement-optional',
  'requirement-not-required',
  'requirement-credential',
]);

/** How far after a purpose word the employer may speak for the purpose to be the employer's ("for our", "pour nos équipes"). */
const EMPLOYER_AFTER_PURPOSE_WORDS = 2;

/** A role's name is this short at most ("Senior Staff Data Engineer"): a longer opening is a sentence of its own. */
const MAX_ROLE_WORDS = 5;

/**
 * The word positions of a requirement that are context: the role hired when it opens the requirement before the
 * candidate is addressed; from a reason word to the end of its clause; from a
 * purpose word to the end of its clause when a spoken language stands before it or the employer follows it
 * (up to a list joiner: "für unsere Plattform mit React" still asks for React); and every clause in which the
 * employer speaks of itself without a word about the candidate. `clause` numbers each word's clause;
 * `hits` are the posting cues of the requirement's words.
 */
export function contextPositions({ hits, clause, languageAt }: { hits: readonly ConceptHit[]; clause: readonly number[]; languageAt: readonly number[] }): Set<number> {
  const context = new Set<number>();
  const clauseEnd = (at: number) => {
    let end = at;
    while (end + 1 < clause.length && clause[end + 1] === clause[at]) end += 1;
    return end;
  };
  const joiners = new Set(hits.filter((hit) => hit.concept === 'requirement-joiner').map((hit) => hit.start));
  const employerAt = hits.filter((hit) => hit.concept === 'posting-employer').map((hit) => hit.start);
  for (const hit of hits) {
    if (hit.concept === 'requirement-reason') {
      for (let at = hit.start; at <= clauseEnd(hit.start); at += 1) context.add(at);
      continue;
    }
    if (hit.concept !== 'requirement-purpose') continue;
    const forLanguage = languageAt.some((at) => at < hit.start && clause[at] === clause[hit.start]);
    const forEmployer = employerAt.some((at) => at > hit.start && at - hit.start <= EMPLOYER_AFTER_PURPOSE_WORDS);
    if (!forLanguage && !forEmployer) continue;
    for (let at = hit.start; at <= clauseEnd(hit.start) && (forLanguage || !joiners.has(at)); at += 1) context.add(at);
  }
  // "As Principal Engineer you will…", "Als Principal Engineer bist du…": the role hired, named before the candidate is addressed.
  const addressedAt = hits.find((hit) => hit.concept === 'requirement-addressee' && hit.start <= MAX_ROLE_WORDS + 1)?.start;
  if (addressedAt !== undefined && hits.some((hit) => hit.concept === 'requirement-role' && hit.start === 0)) {
    for (let at = 0; at < addressedAt; at += 1) context.add(at);
  }
  // The employer named inside a reason or a purpose ("para coordinar con nuestro equipo") is already context.
  const employerSpeaks = (number: number) => employerAt.some((at) => clause[at] === number && !context.has(at));
  for (const number of new Set(clause)) {
    const inClause = (hit: ConceptHit) => clause[hit.start] === number;
    if (!employerSpeaks(number) || hits.some((hit) => inClause(hit) && ASKING.has(hit.concept))) continue;
    clause.forEach((value, at) => value === number && context.add(at));
  }
  return context;
}

/**
 * The word positions of the fields of work a requirement names after a spoken language, with no word of the
 * candidate's own between them: where the language is spoken ("Valenciano (C1), muy útil en la atención a
 * pacientes", "German for patient contact"), not a field asked ("Fluent German and experience in healthcare").
 */
export function languageSettings({ mentions, languageAt, hits, vocabulary }: {
  mentions: readonly ConceptMention[];
  languageAt: readonly number[];
  hits: readonly ConceptHit[];
  vocabulary: ConceptVocabulary;
}): number[] {
  if (languageAt.length === 0) return [];
  const candidateAt = hits.filter((hit) => hit.concept === 'requirement-candidate').map((hit) => hit.start);
  return mentions.flatMap((mention) => {
    const isField = mention.ids.every((id) => vocabulary.concepts.get(id)?.field);
    const spoken = languageAt.some((at) => at < mention.start && !candidateAt.some((candidate) => candidate > at && candidate < mention.start));
    return isField && spoken ? Array.from({ length: mention.end - mention.start }, (_, offset) => mention.start + offset) : [];
  });
}
