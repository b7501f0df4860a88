import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/contracts';

/*
 * Per-locale values of the profile (texts, keywords, FAQ patterns). They are required in the profile's
 * declared locales only; the undeclared ones are filled from the default (first) locale at parse time, so
 * every reader still gets a value for each of the four locales and never has to know which were declared.
 * Undeclared locales are never served, so the filled values are never shown.
 */

/** The owner's declared locales: one to four, each once, the first the default; all four when unset. */
export const localesSchema = z
  .array(z.enum(LOCALES))
  .min(1)
  .max(LOCALES.length)
  .refine((locales) => new Set(locales).size === locales.length, 'list each locale once')
  .default([...LOCALES]);

/** Every locale, the undeclared ones taking the default locale's value. */
function filled<Value>({ value, locales }: { value: Partial<Record<Locale, Value>>; locales: readonly Locale[] }): Record<Locale, Value> {
  const [defaultLocale = 'en'] = locales;
  return Object.fromEntries(LOCALES.map((locale) => [locale, locales.includes(locale) ? value[locale] : value[defaultLocale]])) as Record<Locale, Value>;
}

function missingIn({ value, locales, context }: { value: Partial<Record<Locale, unknown>>; locales: readonly Locale[]; context: z.RefinementCtx }) {
  for (const locale of locales) {
    const entry = value[locale];
    if (entry === undefined) context.addIssue({ code: 'custom', path: [locale], message: `missing (${locale} is one of the profile's locales: ${locales.join(', ')})` });
    else if (typeof entry === 'string' && entry === '') context.addIssue({ code: 'custom', path: [locale], message: 'empty' });
  }
}

/** Text shown to visitors: required in each declared locale. */
export function localizedText({ locales }: { locales: readonly Locale[] }) {
  const text = z.string().trim().optional();
  return z
    .object({ en: text, es: text, fr: text, de: text })
    .strict()
    .superRefine((value, context) => missingIn({ value, locales, context }))
    .transform((value) => filled({ value, locales }) as Record<Locale, string>);
}

/** A city's name per locale where it differs from `city`: any locale may be left out. */
export function partialLocalizedText() {
  const text = z.string().trim().min(1).optional();
  return z.object({ en: text, es: text, fr: text, de: text }).strict();
}

/** Keyword aliases per locale: how visitors in each language may name a thing (empty lists allowed). */
export function localizedKeywords({ locales }: { locales: readonly Locale[] }) {
  const words = z.array(z.string().trim().min(1)).default([]);
  return z
    .object({ en: words, es: words, fr: words, de: words })
    .strict()
    .transform((value) => filled({ value, locales }));
}

/** Regular-expression sources per locale: at least one in each declared locale. */
export function localizedPatterns({ locales }: { locales: readonly Locale[] }) {
  const patterns = z.array(z.string().min(1)).optional();
  return z
    .object({ en: patterns, es: patterns, fr: patterns, de: patterns })
    .strict()
    .superRefine((value, context) => {
      missingIn({ value, locales, context });
      for (const locale of locales) {
        if (value[locale]?.length === 0) context.addIssue({ code: 'custom', path: [locale], message: 'needs at least one pattern' });
      }
    })
    .transform((value) => filled({ value, locales }) as Record<Locale, string[]>);
}

/** Empty keyword lists in every locale. */
export function noKeywords(): Record<Locale, string[]> {
  return { en: [], es: [], fr: [], de: [] };
}
