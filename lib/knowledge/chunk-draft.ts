import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Audience, ChunkDomain } from '@/lib/knowledge/chunk-types';
import type { LocalizedKeywords, LocalizedText, Profile } from '@/lib/knowledge/profile-schema';

/** What every chunk builder reads: the profile and the injected today (durations are computed, never written). */
export interface ChunkContext {
  profile: Profile;
  today: Date;
}

/** A chunk before its keywords are normalised: the text in every locale. */
export interface ChunkDraft {
  id: string;
  domain: ChunkDomain;
  /** Per locale: English goes to the prompt, every locale to the answer's source chips. */
  title: Record<Locale, string>;
  anchor: string;
  keywords: readonly string[];
  audiences: Audience[];
  text: Record<Locale, string>;
}

/** The same text rendered once per locale. */
export function perLocale({ render }: { render: (locale: Locale) => string }): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, render(locale)])) as Record<Locale, string>;
}

/** "A, B and C" in the locale's own list style. */
export function joinList({ items, locale }: { items: string[]; locale: Locale }): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** An entry's keywords in all four locales, flattened. */
export function profileKeywords({ keywords }: { keywords: LocalizedKeywords }): string[] {
  return LOCALES.flatMap((locale) => keywords[locale]);
}

/** A localized text in all four locales: each is a way a visitor may name the thing. */
export function everyLocale({ text }: { text: LocalizedText }): string[] {
  return LOCALES.map((locale) => text[locale]);
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
