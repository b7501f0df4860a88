import { INTENT_PATTERNS, WEAK_INTENT_PATTERNS } from '@/lib/retrieval/intent-patterns';
import type { IntentSignals } from '@/lib/retrieval/profile-signals';
import { foldText, splitWords } from '@/lib/text';

/** Every intent the router can return. */
export const INTENTS = [
  'recruiter',
  'engineering',
  'project',
  'blog',
  'portfolio_meta',
  'navigation_contact',
  'conversational',
  'general',
] as const;

/** What the visitor is after; it only biases chunk scores, it never filters. */
export type Intent = (typeof INTENTS)[number];

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

/** A weak signal (see WEAK_INTENT_PATTERNS), a named employer and a named technology each count this much. */
const WEAK_VOTE = 0.5;
const PROJECT_NAME_VOTE = 1.5;

const compile = (sources: readonly string[] = []) => sources.map((source) => new RegExp(source, 'i'));

const COMPILED: ReadonlyArray<{ intent: SignalledIntent; patterns: RegExp[]; weakPatterns: RegExp[] }> = PRIORITY.map((intent) => ({
  intent,
  patterns: compile(INTENT_PATTERNS[intent]),
  weakPatterns: compile(WEAK_INTENT_PATTERNS[intent]),
}));

const NO_SIGNALS: IntentSignals = { employers: [], project: null, technical: /$^/, ownerAsked: null, ownerContacted: null };

/**
 * Votes per intent: how many of its patterns match the folded question, plus what the profile's
 * signals add: a named project or technology is a project or engineering vote, the owner asked by
 * name ("are you Sam?") a meta vote, reached by name a contact vote. A named employer ("what do you do
 * at Acme?") is a weak recruiter signal: "what stack did you use at Acme?" stays an engineering question.
 */
export function intentVotes({ question, signals = NO_SIGNALS }: { question: string; signals?: IntentSignals }): Record<SignalledIntent, number> {
  const folded = foldText({ text: question });
  const votes = Object.fromEntries(PRIORITY.map((intent) => [intent, 0])) as Record<SignalledIntent, number>;
  const matching = (patterns: readonly RegExp[]) => patterns.filter((pattern) => pattern.test(folded)).length;
  for (const { intent, patterns, weakPatterns } of COMPILED) {
    votes[intent] = matching(patterns) + WEAK_VOTE * matching(weakPatterns);
  }
  const words = splitWords({ text: question });
  if (signals.employers.some((employer) => words.includes(employer))) votes.recruiter += WEAK_VOTE;
  // Naming one of the owner's projects says more than a generic word: it outweighs a technology named beside it.
  if (signals.project?.test(folded)) votes.project += PROJECT_NAME_VOTE;
  // A named technology makes a question technical; beside the language's own technical words it adds a weak vote.
  if (signals.technical.test(folded)) votes.engineering += votes.engineering === 0 ? 1 : WEAK_VOTE;
  if (signals.ownerAsked?.test(folded)) votes.portfolio_meta += 1;
  if (signals.ownerContacted?.test(folded)) votes.navigation_contact += 1;
  return votes;
}

/**
 * Routes a question to the intent with the most matching signals; small talk only when nothing else
 * matches. `signals` (from the profile, see profile-signals.ts) add the owner's names, employers,
 * projects and stack to the language's own patterns.
 */
export function routeIntent({ question, signals }: { question: string; signals?: IntentSignals }): Intent {
  const votes = intentVotes({ question, signals });
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
