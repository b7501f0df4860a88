/**
 * The public contracts' fixed values: supported locales, request limits of every endpoint, the chat
 * stream's data parts, visitor-request kinds and statuses, and page paths. Pure and dependency-free, so the
 * browser, the server and every other module share them. Imports nothing of lib/.
 */
export { MIN_ANSWER_CHARS, MIN_ANSWER_TOKENS, OUTPUT_CHARS_PER_TOKEN_CEILING } from '@/lib/contracts/answer-limits';
export { CHAT_LIMITS } from '@/lib/contracts/chat-limits';
export { DOMAINS, type Domain } from '@/lib/contracts/fields-of-work';
export { FIT_LIMITS } from '@/lib/contracts/fit-limits';
export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@/lib/contracts/locales';
export { SITE_PAGES, cvPath, pagePath, type SitePage } from '@/lib/contracts/site-paths';
export { ANSWER_MODES, MAX_FOLLOW_UPS, MAX_SOURCES, type AnswerMode, type AnswerNotice, type AnswerSource, type VisitorRequestProposal } from '@/lib/contracts/stream-parts';
export { VISITOR_REQUEST_KINDS, VISITOR_REQUEST_LIMITS, canTransition, isTerminalStatus, type VisitorRequestKind, type VisitorRequestStatus } from '@/lib/contracts/visitor-requests';
