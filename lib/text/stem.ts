import type { Locale } from '@/lib/contracts';

/**
 * Stems shorter than this are not produced: stripping more merges unrelated words ("bases" and
 * "based" into "bas"). A plain plural "s" may leave three letters ("jobs", "llms").
 */
const MIN_STEM_LENGTH = 4;
const MIN_PLURAL_STEM_LENGTH = 3;

function strip(word: string, suffix: string, minStemLength = MIN_STEM_LENGTH): string | null {
  return word.endsWith(suffix) && word.length - suffix.length >= minStemLength ? word.slice(0, -suffix.length) : null;
}

function firstStrip(word: string, suffixes: readonly string[]): string {
  for (const suffix of suffixes) {
    const stripped = strip(word, suffix);
    if (stripped !== null) return stripped;
  }
  return word;
}

function stemEnglish(word: string): string {
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(ss|sh|ch|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[^su]s$/.test(stem)) stem = strip(stem, 's', MIN_PLURAL_STEM_LENGTH) ?? stem;
  stem = firstStrip(stem, ['ing', 'ed']);
  return strip(stem, 'e') ?? stem;
}

function stemSpanish(word: string): string {
  let stem = word;
  if (stem.endsWith('ces') && stem.length > 5) stem = `${stem.slice(0, -3)}z`;
  else if (/[^aeiou]es$/.test(stem)) stem = strip(stem, 'es') ?? stem;
  else if (/[aeiou]s$/.test(stem)) stem = strip(stem, 's', MIN_PLURAL_STEM_LENGTH) ?? stem;
  // Gender and number vowels: "casada"/"casado", "proyecto"/"proyectos" share a stem.
  return firstStrip(stem, ['a', 'o', 'e']);
}

function stemFrench(word: string): string {
  const singular = firstStrip(word, ['s', 'x']);
  // Feminine and past-participle endings: "mariee"/"marie", "projete"/"projet".
  return firstStrip(singular, ['ee', 'e']);
}

function stemGerman(word: string): string {
  return firstStrip(word, ['ern', 'en', 'er', 'es', 'e', 'n', 's']);
}

const STEMMERS: Record<Locale, (word: string) => string> = {
  en: stemEnglish,
  es: stemSpanish,
  fr: stemFrench,
  de: stemGerman,
};

/** A light plural-and-ending stem of a folded word; not linguistics, just enough to match "projects" with "project". */
export function stemWord({ word, locale }: { word: string; locale: Locale }): string {
  return STEMMERS[locale](word);
}
