import { QUESTION_CUES, type QuestionCue } from '@/lib/offline/question-cues';
import { splitWords } from '@/lib/text';

/** The folded question as matched by cue phrases: lower case, no diacritics, single spaces, padded. */
export function foldedQuestion({ question }: { question: string }): string {
  return ` ${splitWords({ text: question }).join(' ')} `;
}

/** Where the question first uses a phrase of the cue, or -1. */
export function cuePosition({ folded, cue }: { folded: string; cue: QuestionCue }): number {
  const positions = QUESTION_CUES[cue].map((phrase) => folded.indexOf(` ${phrase} `)).filter((position) => position >= 0);
  return positions.length > 0 ? Math.min(...positions) : -1;
}

export function hasCue({ folded, cue }: { folded: string; cue: QuestionCue }): boolean {
  return cuePosition({ folded, cue }) >= 0;
}
