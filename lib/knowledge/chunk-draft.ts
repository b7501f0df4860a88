import { LOCALES, type Locale } from '@/lib/contracts';
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

/** An entry's keywords in all four locales, flattened. */
export function profileKeywords({ keywords }: { keywords: LocalizedKeywords }): string[] {
  return LOCALES.flatMap((locale) => keywords[locale]);
}

/** A localized text in all four locales: each is a way a visitor may name the thing. */
export function everyLocale({ text }: { text: LocalizedText }): string[] {
  return LOCALES.map((locale) => text[locale]);
}

