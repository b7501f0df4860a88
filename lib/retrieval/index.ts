/**
 * Reading a question against the profile: the intent router, canonical FAQ answers, profile entities
 * and follow-up resolution, lexical scoring and selection within a token budget, and the answer sources.
 * Imports contracts, knowledge, text.
 */
export { answerSources, retrievedChunks, usedChunks } from '@/lib/retrieval/answer-sources';
export { matchCanonicalFaq } from '@/lib/retrieval/canonical-faq';
export { SMALL_TALK_PATTERNS } from '@/lib/retrieval/intent-patterns';
export { INTENTS, type Intent } from '@/lib/retrieval/intent-router';
export { findMentions, profileEntities, type ProfileEntity } from '@/lib/retrieval/profile-entities';
export { resolveFollowUp, type ConversationTurn, type FollowUpResolution, type ReferenceKind } from '@/lib/retrieval/resolve-follow-up';
export { retrieve, type RetrievalLimits, type RetrievalResult, type ScoredChunk } from '@/lib/retrieval/retrieve';
export { detectVisitorRequestIntent } from '@/lib/retrieval/visitor-request-intent';
export { readQuestion, type QuestionFrame, type QuestionReading } from '@/lib/retrieval/read-question';
export { subjectExperience, type QuestionSubject, type SubjectKind } from '@/lib/retrieval/question-subjects';
export type { FrameKind } from '@/lib/retrieval/frame-rules';
