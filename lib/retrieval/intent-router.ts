import { INTENT_PATTERNS } from '@/lib/retrieval/intent-patterns';
import { foldText } from '@/lib/retrieval/tokenize';

/** What the visitor is after; it only biases chunk scores, it never filters. */
export type Intent =
  | 'recruiter'
  | 'engineering'
  | 'project'
  | 'blog'
  | 'portfolio_meta'
  | 'navigation_contact'
  | 'conversational'
  | 'general';

type SignalledIntent = keyof typeof INTENT_PATTERNS;

/**
 * Tie-break order: the narrower intent wins ("why an AI on your portfolio?" is about this
 * assistant, not a project). Small talk is not in it: a greeting never hides a real question.
 */
const TOPICAL: readonly Exclude<SignalledIntent, 'conversational'>[] = [
  'blog',
  'portfolio_meta',
  'navigation_contact',
  'recruiter',
  'project',
  'engineering',
];

const PRIORITY: readonly SignalledIntent[] = [...TOPICAL, 'conversational'];

const COMPILED: ReadonlyArray<{ intent: SignalledIntent; patterns: RegExp[] }> = PRIORITY.map((intent) => ({
  intent,
  patterns: INTENT_PATTERNS[intent].map((source) => new RegExp(source, 'i')),
}));

/** Votes per intent: how many of its patterns match the folded question. */
export function intentVotes({ question }: { question: string }): Record<SignalledIntent, number> {
  const folded = foldText({ text: question });
  const votes = Object.fromEntries(PRIORITY.map((intent) => [intent, 0])) as Record<SignalledIntent, number>;
  for (const { intent, patterns } of COMPILED) {
    votes[intent] = patterns.filter((pattern) => pattern.test(folded)).length;
  }
  return votes;
}

/** Routes a question to the intent with the most matching signals; small talk only when nothing else matches. */
export function routeIntent({ question }: { question: string }): Intent {
  const votes = intentVotes({ question });
  let best: Intent = votes.conversational > 0 ? 'conversational' : 'general';
  let bestVotes = 0;
  for (const intent of TOPICAL) {
    if (votes[intent] > bestVotes) {
      best = intent;
      bestVotes = votes[intent];
    }
  }
  return best;
}
