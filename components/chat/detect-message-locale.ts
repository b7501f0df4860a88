import type { Locale } from '@/lib/contracts';

type Detector = typeof import('@/lib/i18n/client');

let detector: Promise<Detector> | null = null;

/** Loads the language detector (franc-min) once; call it ahead of need, e.g. when the visitor starts typing. */
export function loadLocaleDetector(): Promise<Detector> {
  detector ??= import('@/lib/i18n/client');
  return detector;
}

/**
 * The site locale (of `locales`), other than the page's, that a message is confidently written in, or null.
 * The detector is loaded on first use so franc-min stays out of the page's initial JavaScript.
 */
export async function detectMessageLocale({ text, pageLocale, locales }: { text: string; pageLocale: Locale; locales: readonly Locale[] }): Promise<Locale | null> {
  try {
    const { detectLocale } = await loadLocaleDetector();
    return detectLocale({ text, pageLocale, locales });
  } catch {
    // The check is a courtesy: if its code cannot load, the message is simply sent.
    detector = null;
    return null;
  }
}
