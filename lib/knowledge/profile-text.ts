import type { Locale } from '@/lib/contracts';
import { getDictionary, formatMonth } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge/profile-schema';

/*
 * How the profile's own values read in a sentence: lists, names without their parentheses, the owner's city
 * and availability. Chunk builders, the offline engine, retrieval, the fit check and the catalog all say them
 * the same way.
 */

/** "A, B and C" in the locale's own list style. */
export function joinList({ items, locale }: { items: string[]; locale: Locale }): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** "Mentoring (6 engineers mentored)" → "Mentoring". */
export function withoutParentheses({ text }: { text: string }): string {
  return text.replace(/\s*\([^)]*\)/g, '').trim();
}

/** Stack items and skills like "AWS (Lambda, S3, CloudFront)" are searched by each name inside. */
export function termsOf({ name }: { name: string }): string[] {
  const inner = /\(([^)]*)\)/.exec(name)?.[1];
  const base = withoutParentheses({ text: name });
  return [base, ...(inner ? inner.split(',').map((term) => term.trim()) : [])].filter((term) => term.length > 0);
}

/** The owner's city as the locale names it ("Londres" for London in French or Spanish, when the profile says so). */
export function cityName({ profile, locale }: { profile: Profile; locale: Locale }): string {
  const { location } = profile.person;
  return location.cityNames?.[locale] ?? location.city;
}

/** Where and how the owner works: city, country, time zone, then the work mode in the owner's words. */
export function describeLocation({ profile, locale }: { profile: Profile; locale: Locale }): string {
  const { location, workMode, grammaticalGender } = profile.person;
  const place = getDictionary({ locale }).facts.location({
    city: cityName({ profile, locale }),
    country: location.country[locale],
    timezone: location.timezone,
    gender: grammaticalGender,
  });
  return `${place} ${workMode[locale]}`;
}

/** "I’m open to Staff roles, remote-first, from February 2027.": the roles, the conditions and when. */
export function availabilitySentence({ profile, today, locale }: { profile: Profile; today: Date; locale: Locale }): string {
  const { availability } = profile;
  return getDictionary({ locale }).facts.availability({
    roles: availability.roles[locale],
    conditions: availability.conditions[locale],
    from: formatMonth({ date: availability.from, locale }),
    availableNow: today >= availability.from,
    gender: profile.person.grammaticalGender,
  });
}
