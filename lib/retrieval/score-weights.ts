import type { Audience, ChunkDomain } from '@/lib/knowledge';
import type { Intent } from '@/lib/retrieval/intent-router';

// The weights of the scoring formula documented at the top of score-chunks.ts.

/** A chunk keyword found in the question, before dividing by √(chunks sharing it). */
export const KEYWORD_HIT_WEIGHT = 3;
/** A keyword made only of function words ("where") counts this share of a hit. */
export const FUNCTION_WORD_KEYWORD_FACTOR = 0.5;
/** Per question content word found in the chunk title. */
export const TITLE_OVERLAP_WEIGHT = 1;
/** Per other question content word found in the chunk texts. */
export const BODY_OVERLAP_WEIGHT = 0.35;
/** A declined topic named in the question: declining beats improvising from a loose match. */
export const BOUNDARY_KEYWORD_BONUS = 2;
/** On every non-blog chunk under the blog intent: posts are not indexed. */
export const BLOG_INTENT_PENALTY = -2;

/** What each intent adds to matching chunks of each domain. */
export const INTENT_DOMAIN_BOOSTS: Record<Intent, Partial<Record<ChunkDomain, number>>> = {
  recruiter: {
    experience: 1, duration: 1.5, availability: 1.5, contact: 0.5, location: 0.5, languages: 0.5,
    education: 0.5, core_bio: 0.5, skills: 0.5, strengths: 0.5,
  },
  engineering: { skills: 1.5, skills_gap: 1, portfolio_project: 1, experience: 0.5, working_style: 0.5, mindset: 0.5 },
  project: { portfolio_project: 2, portfolio_meta: 1, experience: 0.5 },
  blog: { blog: 4 },
  portfolio_meta: { portfolio_meta: 2, faq: 1.5, portfolio_project: 0.5 },
  navigation_contact: { contact: 2.5, availability: 0.5 },
  conversational: { core_bio: 1 },
  general: {},
};

/** What each intent adds to matching chunks for each audience. */
export const AUDIENCE_BOOSTS: Record<Intent, Partial<Record<Audience, number>>> = {
  recruiter: { recruiter: 0.5 },
  engineering: { engineer: 0.5 },
  project: { engineer: 0.25 },
  blog: {},
  portfolio_meta: {},
  navigation_contact: {},
  conversational: {},
  general: {},
};
