import type { DialogueTurn } from '@/evals/dialogue-schema';
import { foldText, type CheckResult } from '@/evals/scorers';

/** A chunk counts as retrieved when it ranks within this many results. */
const RECALL_DEPTH = 5;

/** The first sentence of an answer: up to the first full stop, question or exclamation mark before a space or a line break. */
export function firstSentence(answer: string): string {
  const match = /^[\s\S]*?[.!?…](?=\s|$)/.exec(answer.trim());
  return (match?.[0] ?? answer).trim();
}

/** What one turn produced, as the scorers read it. */
export interface TurnView {
  chunkIds: readonly string[];
  answer: string;
}

type TurnCheck = CheckResult['check'] | 'first-sentence' | 'length';

export interface TurnCheckResult {
  check: TurnCheck;
  pass: boolean;
  expected: string;
  got: string;
}

/** Every check the turn's expectation asks for, each passing or not. */
export function scoreTurn({ turn, view }: { turn: DialogueTurn; view: TurnView }): TurnCheckResult[] {
  const expect = turn.expect;
  if (!expect) return [];
  const results: TurnCheckResult[] = [];
  const answer = foldText(view.answer);
  if (expect.chunks) {
    const top = view.chunkIds.slice(0, RECALL_DEPTH);
    results.push({ check: 'recall@5', pass: expect.chunks.some((id) => top.includes(id)), expected: `any of [${expect.chunks.join(', ')}]`, got: `[${top.join(', ')}]` });
  }
  const missing = (expect.answerIncludes ?? []).filter((text) => !answer.includes(foldText(text)));
  const forbidden = (expect.answerExcludes ?? []).filter((text) => answer.includes(foldText(text)));
  if (expect.answerIncludes || expect.answerExcludes) {
    results.push({ check: 'answer', pass: missing.length === 0 && forbidden.length === 0, expected: `+${JSON.stringify(expect.answerIncludes ?? [])} -${JSON.stringify(expect.answerExcludes ?? [])}`, got: view.answer.slice(0, 240) });
  }
  if (expect.firstSentenceIncludes) {
    const lead = foldText(firstSentence(view.answer));
    const absent = expect.firstSentenceIncludes.filter((text) => !lead.includes(foldText(text)));
    results.push({ check: 'first-sentence', pass: absent.length === 0, expected: JSON.stringify(expect.firstSentenceIncludes), got: firstSentence(view.answer) });
  }
  if (expect.maxChars !== undefined) {
    results.push({ check: 'length', pass: view.answer.length <= expect.maxChars, expected: `<= ${expect.maxChars} chars`, got: `${view.answer.length} chars` });
  }
  return results;
}
