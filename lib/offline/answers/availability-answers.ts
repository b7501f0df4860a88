import { formatMonth, getDictionary } from '@/lib/i18n';
import { availabilitySentence, describeLocation } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';

/*
 * Answers about working together: start date, remote or on-site work, relocation, where the owner lives,
 * the roles they look for and what they rule out.
 */

/** "When can you start?": the month (or now), then the roles and conditions in the owner's words. */
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

export function relocationPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const { relocation } = profile.availability;
  const dictionary = getDictionary({ locale });
  const lead = relocation ? dictionary.facts.relocation[relocation] : dictionary.answers.relocationUnknown;
  return { text: `${lead} ${describeLocation({ profile, locale })}`, chunkIds: ['availability', 'location'] };
}

export function locationPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: describeLocation({ profile: context.profile, locale: context.locale }), chunkIds: ['location'] };
}

/** "What kind of role are you looking for?": the roles and conditions, then when. */
export function openToPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: availabilitySentence({ profile: context.profile, today: context.today, locale: context.locale }), chunkIds: ['availability'] };
}
