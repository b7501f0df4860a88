import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import type { FollowUpResolution, RetrievalResult } from '@/lib/retrieval';

/** Everything one offline answer is built from. */
export interface AnswerContext {
  question: string;
  locale: Locale;
  retrieval: RetrievalResult;
  profile: Profile;
  today: Date;
  /** The question resolved against the recent turns; a standalone question has no reference. */
  resolution: FollowUpResolution;
}

/** A piece of an answer: its sentences and the chunks whose facts they state (the answer's sources). */
export interface AnswerPart {
  text: string;
  chunkIds: string[];
}

/** The offline engine's answer: the text, and the chunks it actually used. */
export interface OfflineAnswer {
  text: string;
  usedChunkIds: string[];
}
