/**
 * Transparent lexical scoring: every point a chunk gets can be named (see `explainScore`).
 *
 *   score = Σ keyword hits: 3 / √shared each
 *         + 1    × title overlap
 *         + 0.35 × body overlap
 *         + intent → domain boost      INTENT_DOMAIN_BOOSTS, e.g. recruiter → availability +1.5,
 *                                      blog → blog +4, navigation_contact → contact +2.5
 *         + intent → audience boost    AUDIENCE_BOOSTS, e.g. recruiter → recruiter audience +0.5
 *         + 2 on a boundaries chunk with a keyword hit
 *         − 2 on every non-blog chunk when the intent is blog
 *
 * Keyword hit: a chunk keyword found in the question. A multi-word keyword is a phrase hit: its words
 *   must appear consecutively in the folded question text. Words compare by folded form ("Cuánto" =
 *   "cuanto") or by stem in the locales the question seems written in ("projets" = "projet"); function
 *   words only exactly. `shared` is how many chunks have a keyword on the same question words, so
 *   "experiencia" (on every job) weighs less than "bases de datos" (on one chunk). Keywords of one chunk
 *   on the same words count once ("post", "posts"). A keyword inside a longer keyword matched by any
 *   chunk adds 0: in an employer named "Acme Health", "health" is a name, not the health boundary. A keyword made
 *   only of function words ("where", "what did you do") counts half.
 * Title overlap: distinct question content words (stopwords dropped) found in the chunk title.
 * Body overlap: the other question content words found in the English or localized texts.
 * Boundary bonus: declining a named topic is safer than improvising from a loosely related chunk
 *   ("write me a python script" must not land on blog-topics).
 * Blog penalty: posts are not indexed, so blog-topics must win over anything that shares a word.
 *
 * Boosts and the penalty apply only to chunks with lexical evidence: an intent biases the ranking of
 * matching chunks, it never pulls in unrelated ones, so a question nothing matches reaches the
 * fallback. Weights live in score-weights.ts; scores are rounded to two decimals.
 */
import type { KnowledgeChunk } from '@/lib/knowledge';
import { indexChunk, type ChunkIndex } from '@/lib/retrieval/chunk-index';
import type { Intent } from '@/lib/retrieval/intent-router';
import { matchKeywords, prepareQuestion, type KeywordEvidence, type PreparedQuestion } from '@/lib/retrieval/match-keywords';
import {
  AUDIENCE_BOOSTS,
  BLOG_INTENT_PENALTY,
  BODY_OVERLAP_WEIGHT,
  BOUNDARY_KEYWORD_BONUS,
  FUNCTION_WORD_KEYWORD_FACTOR,
  INTENT_DOMAIN_BOOSTS,
  KEYWORD_HIT_WEIGHT,
  TITLE_OVERLAP_WEIGHT,
} from '@/lib/retrieval/score-weights';

/** Why a chunk scored what it did. */
export interface ScoreBreakdown {
  score: number;
  /** Chunk keywords found in the question: how many chunks share each, what it added, and the longer phrase that absorbed it. */
  keywordHits: { keyword: string; sharedBy: number; value: number; insidePhrase?: string }[];
  /** Question words found in the chunk's title. */
  titleOverlap: string[];
  /** Other question words found in the chunk's texts. */
  bodyOverlap: string[];
  boosts: { reason: string; value: number }[];
}

function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

function boostsFor(chunk: KnowledgeChunk, intent: Intent, hasKeywordHit: boolean): ScoreBreakdown['boosts'] {
  const boosts: ScoreBreakdown['boosts'] = [];
  if (chunk.domain === 'boundaries' && hasKeywordHit) {
    boosts.push({ reason: 'declined topic named in the question', value: BOUNDARY_KEYWORD_BONUS });
  }
  const domainBoost = INTENT_DOMAIN_BOOSTS[intent][chunk.domain];
  if (domainBoost !== undefined) boosts.push({ reason: `intent ${intent} → domain ${chunk.domain}`, value: domainBoost });
  for (const audience of chunk.audiences) {
    const audienceBoost = AUDIENCE_BOOSTS[intent][audience];
    if (audienceBoost !== undefined) boosts.push({ reason: `intent ${intent} → audience ${audience}`, value: audienceBoost });
  }
  if (intent === 'blog' && chunk.domain !== 'blog') {
    boosts.push({ reason: 'blog intent on a non-blog chunk (posts are not indexed)', value: BLOG_INTENT_PENALTY });
  }
  return boosts;
}

function scoreOne({ question, chunk, index, evidence, intent }: {
  question: PreparedQuestion;
  chunk: KnowledgeChunk;
  index: ChunkIndex;
  evidence: readonly KeywordEvidence[];
  intent: Intent;
}): ScoreBreakdown {
  const keywordHits = evidence.map(({ keyword, functionWordsOnly, sharedBy, insidePhrase }) => {
    const weight = KEYWORD_HIT_WEIGHT * (functionWordsOnly ? FUNCTION_WORD_KEYWORD_FACTOR : 1);
    const value = insidePhrase === undefined ? weight / Math.sqrt(sharedBy) : 0;
    return { keyword, sharedBy, value, ...(insidePhrase === undefined ? {} : { insidePhrase }) };
  });
  const inTitle = question.contentWords.filter(({ variants }) => variants.some((variant) => index.titleVariants.has(variant)));
  const bodyOverlap = question.contentWords
    .filter((word) => !inTitle.includes(word) && word.variants.some((variant) => index.bodyVariants.has(variant)))
    .map(({ word }) => word);
  const keywordScore = keywordHits.reduce((sum, hit) => sum + hit.value, 0);
  const lexical = keywordScore + inTitle.length * TITLE_OVERLAP_WEIGHT + bodyOverlap.length * BODY_OVERLAP_WEIGHT;
  const boosts = lexical > 0 ? boostsFor(chunk, intent, keywordScore > 0) : [];
  const score = roundScore(lexical + boosts.reduce((sum, boost) => sum + boost.value, 0));
  return { score, keywordHits, titleOverlap: inTitle.map(({ word }) => word), bodyOverlap, boosts };
}

/** Scores every chunk against the question under the routed intent, in input order, with the breakdown. */
export function scoreChunks({ question, chunks, intent }: {
  question: string;
  chunks: readonly KnowledgeChunk[];
  intent: Intent;
}): Array<{ chunk: KnowledgeChunk; breakdown: ScoreBreakdown }> {
  const prepared = prepareQuestion({ question });
  const indexed = chunks.map((chunk) => ({ chunk, index: indexChunk({ chunk }) }));
  const evidence = matchKeywords({ question: prepared, indexes: indexed.map(({ index }) => index) });
  return indexed.map(({ chunk, index }, position) => ({
    chunk,
    breakdown: scoreOne({ question: prepared, chunk, index, evidence: evidence[position] ?? [], intent }),
  }));
}

/** Human-readable reasons for a score, one line per contribution (for `npm run ask`). */
export function explainScore({ breakdown }: { breakdown: ScoreBreakdown }): string[] {
  const signed = (value: number) => (value >= 0 ? `+${roundScore(value)}` : `${roundScore(value)}`);
  return [
    ...breakdown.keywordHits.map(({ keyword, sharedBy, value, insidePhrase }) =>
      `keyword "${keyword}" ${signed(value)}${insidePhrase ? ` (inside "${insidePhrase}")` : sharedBy > 1 ? ` (shared by ${sharedBy} chunks)` : ''}`),
    ...breakdown.titleOverlap.map((word) => `title word "${word}" ${signed(TITLE_OVERLAP_WEIGHT)}`),
    ...breakdown.bodyOverlap.map((word) => `text word "${word}" ${signed(BODY_OVERLAP_WEIGHT)}`),
    ...breakdown.boosts.map((boost) => `${boost.reason} ${signed(boost.value)}`),
  ];
}
