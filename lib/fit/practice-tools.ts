import { impliedClosure, type ConceptMention, type ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import { isGenericWord } from '@/lib/fit/generic-words';
import type { PostingWord } from '@/lib/fit/posting-words';
import type { ConceptHit } from '@/lib/lexicon';
import { isStopword } from '@/lib/text';

/**
 * A practice named with the tools it is done with asks for those tools: "Unit testing with Jest", "Stream
 * processing with Apache Flink", "tests avec Detox", "Snowflake als Data Warehouse". The practice is then their
 * category, shown by any tool of it, so it is not asked on its own: a profile that tests with Vitest does not
 * show Jest.
 */

function isUnknownName(mention: ConceptMention): boolean {
  return mention.ids.every((id) => id.startsWith('unknown:'));
}

/**
 * The mentions that only name the category of the tools named beside them across a word of means ("with", "con",
 * "sous", "als", "in"): the tools listed after it are each of that category or a name no reader knows; or the one
 * thing before it, or before a purpose word, is of the category after it ("Snowflake als Data Warehouse", "Jest pour
 * les tests unitaires").
 */
export function toolCategories({ words, mentions, hits, clause, vocabulary }: {
  words: readonly PostingWord[];
  mentions: readonly ConceptMention[];
  hits: readonly ConceptHit[];
  clause: readonly number[];
  vocabulary: ConceptVocabulary;
}): Set<ConceptMention> {
  const categories = new Set<ConceptMention>();
  const isFiller = (at: number) => isStopword({ word: words[at]!.folded }) || isGenericWord({ word: words[at]!.folded });
  const listWords = new Set(hits.filter((hit) => hit.concept === 'requirement-joiner' || hit.concept === 'requirement-alternative').map((hit) => hit.start));
  const isKindOf = (tool: ConceptMention, category: ConceptMention) => {
    const closure = impliedClosure({ ids: tool.ids, vocabulary });
    return category.ids.some((id) => !tool.ids.includes(id) && closure.has(id));
  };
  for (const hit of hits) {
    // "Jest pour les tests unitaires", "Jest for unit tests": a purpose word may stand where a word of means does
    // when the one thing before it is a tool of the category after it.
    const purpose = hit.concept === 'requirement-purpose';
    if (hit.concept !== 'requirement-means' && !purpose) continue;
    const sameClause = mentions.filter((mention) => clause[mention.start] === clause[hit.start]);
    const before = sameClause.filter((mention) => mention.end <= hit.start).at(-1);
    // The list right after the word: "with Jest and React Testing Library", "avec Playwright ou Cypress".
    const after: ConceptMention[] = [];
    for (const mention of sameClause.filter((candidate) => candidate.start >= hit.end)) {
      const previous = after.at(-1);
      const gap = previous ? Array.from({ length: mention.start - previous.end }, (_, offset) => previous.end + offset) : [];
      const listed = gap.length === 0 || (gap.some((at) => listWords.has(at)) && gap.every((at) => listWords.has(at) || isStopword({ word: words[at]!.folded })));
      if (previous && !listed) break;
      after.push(mention);
    }
    if (!before || after.length === 0) continue;
    const nearBefore = Array.from({ length: hit.start - before.end }, (_, offset) => before.end + offset).every(isFiller);
    const nearAfter = Array.from({ length: after[0]!.start - hit.end }, (_, offset) => hit.end + offset).every(isFiller);
    if (!nearBefore || !nearAfter) continue;
    if (!purpose && after.every((tool) => isKindOf(tool, before) || isUnknownName(tool))) categories.add(before);
    else if (after.length === 1 && isKindOf(before, after[0]!)) categories.add(after[0]!);
  }
  return categories;
}
