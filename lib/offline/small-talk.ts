import { SMALL_TALK_PATTERNS } from '@/lib/retrieval';
import { foldText } from '@/lib/text';

/** The kind of small talk a message is, for a reply in kind. */
export type SmallTalkKind = keyof typeof SMALL_TALK_PATTERNS;

const COMPILED = Object.entries(SMALL_TALK_PATTERNS).map(([kind, sources]) => ({
  kind: kind as SmallTalkKind,
  patterns: sources.map((source) => new RegExp(source, 'i')),
}));

/** Thanks and goodbyes win over a greeting ("Hi, thanks!" is thanks); a greeting is the default. */
const PRECEDENCE: readonly SmallTalkKind[] = ['thanks', 'farewell', 'greeting'];

/** Which kind of small talk the message is, judged by the same patterns the intent router votes with. */
export function smallTalkKind({ question }: { question: string }): SmallTalkKind {
  const folded = foldText({ text: question });
  const matched = new Set(COMPILED.filter(({ patterns }) => patterns.some((pattern) => pattern.test(folded))).map(({ kind }) => kind));
  return PRECEDENCE.find((kind) => matched.has(kind)) ?? 'greeting';
}
