import { INTENT_PATTERNS, WEAK_INTENT_PATTERNS } from '@/lib/retrieval/intent-patterns';
import { foldText, splitWords } from '@/lib/retrieval/tokenize';

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

/** A weak signal (see WEAK_INTENT_PATTERNS) and a named employer each count this much. */
const WEAK_VOTE = 0.5;

const compile = (sources: readonly string[] = []) => sources.map((source) => new RegExp(source, 'i'));

const COMPILED: ReadonlyArray<{ intent: SignalledIntent; patterns: RegExp[]; weakPatterns: RegExp[] }> = PRIORITY.map((intent) => ({
  intent,
  patterns: compile(INTENT_PATTERNS[intent]),
  weakPatterns: compile(WEAK_INTENT_PATTERNS[intent]),
}));

/** True when the question names one of the employers by the first word of its name ("Tidewater", "Brightpath"). */
function namesEmployer({ words, employers }: { words: readonly string[]; employers: readonly string[] }): boolean {
  return employers.some((employer) => {
    const [first] = splitWords({ text: employer });
    return first !== undefined && words.includes(first);
  });
}

/**
 * Votes per intent: how many of its patterns match the folded question. A named employer ("what do
 * you do at Tidewater?") is a weak recruiter signal: "what stack did you use at Brightpath?" stays
 * an engineering question.
 */
export function intentVotes({ question, employers = [] }: { question: string; employers?: readonly string[] }): Record<SignalledIntent, number> {
  const folded = foldText({ text: question });
  const votes = Object.fromEntries(PRIORITY.map((intent) => [intent, 0])) as Record<SignalledIntent, number>;
  const matching = (patterns: readonly RegExp[]) => patterns.filter((pattern) => pattern.test(folded)).length;
  for (const { intent, patterns, weakPatterns } of COMPILED) {
    votes[intent] = matching(patterns) + WEAK_VOTE * matching(weakPatterns);
  }
  if (namesEmployer({ words: splitWords({ text: question }), employers })) votes.recruiter += WEAK_VOTE;
  return votes;
}

/**
 * Routes a question to the intent with the most matching signals; small talk only when nothing else
 * matches. `employers` (company names from the profile) make a named employer a recruiter signal.
 */
export function routeIntent({ question, employers }: { question: string; employers?: readonly string[] }): Intent {
  const votes = intentVotes({ question, employers });
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
