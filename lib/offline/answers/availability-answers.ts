import { formatMonth, getDictionary } from '@/lib/i18n';
import { availabilitySentence, describeLocation } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { findConcepts } from '@/lib/lexicon';
import { splitWords } from '@/lib/text';
import type { Locale } from '@/lib/contracts';

/*
 * Answers about working together: start date, remote or on-site work, relocation, where the owner lives,
 * the roles they look for and what they rule out.
 */

/** When the owner can start, and what they are looking for: two sentences, either may lead. */
export function startSentences({ context }: { context: AnswerContext }): { start: string; looking: string } {
  const { locale, profile, today } = context;
  const { availability } = profile;
  const answers = getDictionary({ locale }).answers;
  const start = today >= availability.from ? answers.availableNow : answers.startFrom({ from: formatMonth({ date: availability.from, locale }) });
  return { start, looking: answers.lookingFor({ roles: availability.roles[locale], conditions: availability.conditions[locale] }) };
}

export function startPart({ context }: { context: AnswerContext }): AnswerPart {
  const { start, looking } = startSentences({ context });
  return { text: `${start} ${looking}`, chunkIds: ['availability'] };
}

/** The part of the owner's conditions that speaks of moving ("I would relocate only within the EU"), as a sentence. */
function ownRelocationWords({ context }: { context: AnswerContext }): string | null {
  const { locale, profile } = context;
  const clauses = profile.availability.conditions[locale].split(/\s*[;,()]\s*/).map((clause) => withoutJoiningWord({ clause, locale }));
  const clause = clauses.find((candidate) => findConcepts({ words: splitWords({ text: candidate }), locales: [locale] }).some((hit) => hit.concept === 'relocation' && !hit.weak));
  return clause ? `${clause.charAt(0).toUpperCase()}${clause.slice(1).replace(/[.!]?$/, '.')}` : null;
}

/**
 * A clause as a sentence of its own: the joining word it opened with is dropped ("…, and I would relocate…").
 * A clause joined inside a comma-free stretch stays whole: German drops the shared subject after "und".
 */
function withoutJoiningWord({ clause, locale }: { clause: string; locale: Locale }): string {
  const words = clause.trim().split(/\s+/);
  const joined = words.length > 1 && findConcepts({ words: splitWords({ text: words[0] ?? '' }), locales: [locale] }).some((hit) => hit.concept === 'joining');
  return (joined ? words.slice(1) : words).join(' ');
}

export function relocationPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const { relocation } = profile.availability;
  const dictionary = getDictionary({ locale });
  // "It depends" says little on its own: the owner's own condition says on what.
  const own = relocation === 'depends' || !relocation ? ownRelocationWords({ context }) : null;
  const lead = own ?? (relocation ? dictionary.facts.relocation[relocation] : dictionary.answers.relocationUnknown);
  return { text: `${lead} ${describeLocation({ profile, locale })}`, chunkIds: ['availability', 'location'] };
}

export function locationPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: describeLocation({ profile: context.profile, locale: context.locale }), chunkIds: ['location'] };
}

/** "What kind of role are you looking for?": the roles and conditions, then when. */
export function openToPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: availabilitySentence({ profile: context.profile, today: context.today, locale: context.locale }), chunkIds: ['availability'] };
}
