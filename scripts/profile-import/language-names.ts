import { LOCALES, type Locale } from '@/lib/contracts';

/*
 * JSON Resume names languages and countries in free text ("French", "Français", "Deutsch") and by country code;
 * the profile wants them in each locale. The runtime's own CLDR names (Intl.DisplayNames) give them, so nothing
 * is translated by guesswork. Levels come from the fluency's usual wordings (LinkedIn's scale, CEFR codes).
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Every two-letter ISO 639-1 code the runtime can name. */
const LANGUAGE_CODES = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => `${first}${second}`)).filter((code) => {
  const name = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' }).of(code);
  return name !== undefined && name !== code;
});

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** "inglés" → "Inglés": names start with a capital in the profile, as in the skeleton. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

let byName: Map<string, string> | undefined;

/** The ISO 639-1 code of a language named in any of the four locales or in itself ("Français", "Czech"), or null. */
export function languageCode({ name }: { name: string }): string | null {
  if (!byName) {
    byName = new Map();
    for (const code of LANGUAGE_CODES) {
      for (const locale of [...LOCALES, code]) {
        const localName = new Intl.DisplayNames(locale, { type: 'language', fallback: 'none' }).of(code);
        if (localName && !byName.has(fold(localName))) byName.set(fold(localName), code);
      }
    }
  }
  return byName.get(fold(name)) ?? null;
}

/** A language's name in `locale` ("Französisch" for fr in German). */
export function languageName({ code, locale }: { code: string; locale: Locale }): string {
  return capitalized(new Intl.DisplayNames(locale, { type: 'language' }).of(code) ?? code);
}

/** A country's name in `locale` from its ISO 3166 code ("CZ" → "Tchéquie" in French), or null for an unknown code. */
export function countryName({ code, locale }: { code: string; locale: Locale }): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const name = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }).of(code.toUpperCase());
  return name ?? null;
}

type Fluency = 'native' | 'fluent' | 'professional' | 'intermediate' | 'basic';

const FLUENCY_WORDS: Array<{ fluency: Fluency; words: RegExp }> = [
  { fluency: 'native', words: /\b(?:native|mother tongue|first language|bilingual|nativo|nativa|lengua materna|langue maternelle|muttersprache)\b/u },
  { fluency: 'fluent', words: /\b(?:fluent|full professional|advanced|proficient|c1|c2|fluido|avanzado|courant|avance|fliessend|fließend|verhandlungssicher)\b/u },
  { fluency: 'professional', words: /\b(?:professional working|working proficiency|professional|upper[- ]intermediate|b2|profesional|professionnel|berufstauglich)\b/u },
  { fluency: 'intermediate', words: /\b(?:intermediate|limited working|conversational|b1|intermedio|intermediaire|mittel|gute kenntnisse)\b/u },
  { fluency: 'basic', words: /\b(?:basic|beginner|elementary|a1|a2|basico|debutant|notions|grundkenntnisse|anfanger)\b/u },
];

const LEVELS: Record<Fluency, Record<Locale, string>> = {
  native: { en: 'native', es: 'lengua materna', fr: 'langue maternelle', de: 'Muttersprache' },
  fluent: { en: 'fluent', es: 'nivel avanzado, con fluidez', fr: 'courant', de: 'fließend' },
  professional: { en: 'professional working proficiency', es: 'nivel profesional', fr: 'niveau professionnel', de: 'berufstauglich' },
  intermediate: { en: 'intermediate', es: 'nivel intermedio', fr: 'niveau intermédiaire', de: 'mittleres Niveau' },
  basic: { en: 'basic', es: 'nivel básico', fr: 'notions de base', de: 'Grundkenntnisse' },
};

/**
 * The level a JSON Resume fluency ("Native speaker", "Full professional proficiency", "C1") reads as in each locale,
 * with its CEFR code kept ("C1, fluent"); null for a wording it does not know (the owner's own text is kept then).
 */
export function languageLevel({ fluency }: { fluency: string }): { native: boolean; level: Record<Locale, string> } | null {
  const words = fold(fluency);
  const match = FLUENCY_WORDS.find((entry) => entry.words.test(words));
  if (!match) return null;
  const cefr = /\b([abc][12])\b/u.exec(words)?.[1]?.toUpperCase();
  const level = Object.fromEntries(LOCALES.map((locale) => [locale, cefr ? `${cefr}, ${LEVELS[match.fluency][locale]}` : LEVELS[match.fluency][locale]])) as Record<Locale, string>;
  return { native: match.fluency === 'native', level };
}
