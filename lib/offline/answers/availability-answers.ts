import { formatMonth, getDictionary } from '@/lib/i18n';
import { availabilitySentence, cityName, describeLocation } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { splitWords } from '@/lib/text';

/*
 * Answers about working together: start date, remote or on-site work, relocation, where the owner lives,
 * the roles they look for and what they rule out.
 */

/** "When can you start?": the month (or now), then the roles and conditions in the owner's words. */
export function startPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const { availability } = profile;
  const answers = getDictionary({ locale }).answers;
  const lead = today >= availability.from ? answers.availableNow : answers.startFrom({ from: formatMonth({ date: availability.from, locale }) });
  return { text: `${lead} ${answers.lookingFor({ roles: availability.roles[locale], conditions: availability.conditions[locale] })}`, chunkIds: ['availability'] };
}

export function remotePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const { remote } = profile.availability;
  const text = remote ? getDictionary({ locale }).facts.remote[remote] : profile.person.workMode[locale];
  return { text, chunkIds: ['availability', 'location'] };
}

export function relocationPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const { relocation } = profile.availability;
  const dictionary = getDictionary({ locale });
  const lead = relocation ? dictionary.facts.relocation[relocation] : dictionary.answers.relocationUnknown;
  return { text: `${lead} ${describeLocation({ profile, locale })}`, chunkIds: ['availability', 'location'] };
}

/** A place the question names that is not the owner's city ("vor Ort in München"), as typed. */
function otherPlace({ context }: { context: AnswerContext }): string | null {
  const own = splitWords({ text: [context.profile.person.location.city, ...Object.values(context.profile.person.location.cityNames ?? {})].join(' ') });
  const match = /\b(?:in|en|à|a|nach|to)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u.exec(context.question);
  const place = match?.[1];
  if (!place || splitWords({ text: place }).some((word) => own.includes(word))) return null;
  return place;
}

/** "On site in Munich?": where the owner is based, whether they would move, and how they prefer to work. */
export function onSitePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const dictionary = getDictionary({ locale });
  const place = otherPlace({ context });
  const { relocation, remote } = profile.availability;
  const sentences = [
    ...(place ? [dictionary.answers.onSiteElsewhere({ place, city: cityName({ profile, locale }) })] : [describeLocation({ profile, locale })]),
    ...(remote ? [dictionary.facts.remote[remote]] : []),
    relocation ? dictionary.facts.relocation[relocation] : dictionary.answers.relocationUnknown,
  ];
  return { text: sentences.join(' '), chunkIds: ['location', 'availability'] };
}

export function locationPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: describeLocation({ profile: context.profile, locale: context.locale }), chunkIds: ['location'] };
}

/** "Any company you would rule out?": the owner's own words. */
export function exclusionsPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: context.profile.availability.notInterestedIn[context.locale], chunkIds: ['availability'] };
}

/** "What kind of role are you looking for?": the roles and conditions, then when. */
export function openToPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: availabilitySentence({ profile: context.profile, today: context.today, locale: context.locale }), chunkIds: ['availability'] };
}
