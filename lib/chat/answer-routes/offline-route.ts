import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import { runAnswer } from '@/lib/chat/answer-routes/run-answer';
import { composeOfflineAnswer, type OfflineAnswer, createOfflineModel } from '@/lib/offline';
import { answerSources, usedChunks } from '@/lib/retrieval';

/** The offline engine's answer to a prepared question (deterministic, from the profile only). */
export function composeOffline(question: PreparedQuestion): OfflineAnswer {
  const { prepared, locale, dependencies, today } = question;
  return composeOfflineAnswer({ question: question.question, locale, retrieval: prepared.retrieval, profile: dependencies.profile, today, resolution: prepared.resolution, reading: prepared.reading });
}

/** No provider: the offline engine answers, its sources the facts it spoke. */
export function offlineRoute(question: PreparedQuestion): Response {
  question.recorder.record({ provider: 'offline', classifier: 'skipped' });
  // Composed up front: the sources of an offline answer are the facts it spoke.
  const offline = composeOffline(question);
  const sources = answerSources({ chunks: usedChunks({ usedChunkIds: offline.usedChunkIds, index: question.prepared.index }), locale: question.locale });
  return runAnswer({
    ...question,
    instructions: question.prepared.systemPrompt.text,
    sources,
    model: createOfflineModel({ compose: () => offline.text }),
    mode: 'offline',
  });
}
