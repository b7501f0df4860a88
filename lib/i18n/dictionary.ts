import { de } from '@/lib/i18n/dictionaries/de';
import { en } from '@/lib/i18n/dictionaries/en';
import { es } from '@/lib/i18n/dictionaries/es';
import { fr } from '@/lib/i18n/dictionaries/fr';
import type { Dictionary } from '@/lib/i18n/dictionary-types';
import type { Locale } from '@/lib/contracts';

export type * from '@/lib/i18n/dictionary-types';

const DICTIONARIES: Record<Locale, Dictionary> = { en, es, fr, de };

/** All visitor-facing text of one locale: the one place copy lives. */
export function getDictionary({ locale }: { locale: Locale }): Dictionary {
  return DICTIONARIES[locale];
}
