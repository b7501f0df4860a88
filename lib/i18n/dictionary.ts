import { de } from '@/lib/i18n/dictionaries/de';
import { en } from '@/lib/i18n/dictionaries/en';
import { es } from '@/lib/i18n/dictionaries/es';
import { fr } from '@/lib/i18n/dictionaries/fr';
import type { Dictionary } from '@/lib/i18n/dictionary-types/dictionary';
import type { Locale } from '@/lib/contracts';

export type * from '@/lib/i18n/dictionary-types/answer-phrases';
export type * from '@/lib/i18n/dictionary-types/dictionary';
export type * from '@/lib/i18n/dictionary-types/error-copy';
export type * from '@/lib/i18n/dictionary-types/fact-phrases';
export type * from '@/lib/i18n/dictionary-types/fit-copy';
export type * from '@/lib/i18n/dictionary-types/frame-copy';
export type * from '@/lib/i18n/dictionary-types/page-copy';
export type * from '@/lib/i18n/dictionary-types/request-copy';

const DICTIONARIES: Record<Locale, Dictionary> = { en, es, fr, de };

/** All visitor-facing text of one locale: the one place copy lives. */
export function getDictionary({ locale }: { locale: Locale }): Dictionary {
  return DICTIONARIES[locale];
}
