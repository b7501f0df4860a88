import { francAll } from 'franc-min';
import { LOCALES, type Locale } from '@/lib/contracts';

/** Below this many letters trigram statistics are noise (short English often reads as fra or ron). */
const MIN_LETTERS = 20;
/** How far (franc's normalised 0..1 score) the offered language must lead the page language. */
const MIN_SCORE_MARGIN = 0.1;
/** Independent evidence franc must be backed by: distinctive function words or letters. */
const MIN_EVIDENCE = 2;
/**
 * Evidence this strong, with none at all for the page language, needs no score margin: franc only
 * has to prefer the language. Trigrams of names and shared words ("Acme Retail", "technologies",
 * "contacto") can bring two languages within the margin while the function words are unanimous.
 */
const STRONG_EVIDENCE = 3;

const FRANC_CODES: Record<string, Locale> = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de' };
const ONLY = Object.keys(FRANC_CODES);

/** Function words that occur in one of the four languages and not (or rarely) in the other three. */
const DISTINCTIVE_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set('the you your yours what how did does do are is with have has about which where when who why can could would should will of and to for at from this that there were been be it any tell work worked'.split(' ')),
  es: new Set('el los las del al y con por para una es eres tienes qué cómo cuál cuáles cuánto cuántos cuánta dónde cuándo quién tus sus lo mi mis también sobre está estás estuviste hay muy más pero como hiciste trabajaste puedes años experiencia proyectos'.split(' ')),
  fr: new Set('le les des du et est vous votre vos avez êtes quel quelle quels quelles avec pour dans sur qui ce cette ces je tu ton tes pas au aux chez combien comment pourquoi où été fait qu c très aussi'.split(' ')),
  de: new Set('der die das und ist du dich dir dein deine deinen ich mit bei für wie wer wo warum welche welcher welches hast bist hat haben sind nicht ein eine einen auf zu von viele jahre erfahrung gearbeitet kannst kennst den dem im auch sehr'.split(' ')),
};

/** Letters that are specific to one language among the four (é is shared by es and fr, so absent). */
const DISTINCTIVE_LETTERS: Record<Locale, RegExp> = {
  en: /(?!)/g,
  es: /[ñ¿¡áíóú]/g,
  fr: /[çèêàâîôûùëïœ]/g,
  de: /[äöüß]/g,
};

function evidenceFor({ words, text, locale }: { words: string[]; text: string; locale: Locale }): number {
  const wordHits = words.filter((word) => DISTINCTIVE_WORDS[locale].has(word)).length;
  const markerHits = new Set(text.match(DISTINCTIVE_LETTERS[locale]) ?? []).size;
  return wordHits + markerHits;
}

/**
 * The site locale, other than `pageLocale`, that `text` is confidently written in, or null when the text is the
 * page's language, too short, the evidence is weak or mixed, or its language is not one of `locales` (the site's;
 * all four unless given): a visitor writing in a language the site does not have is answered on this page.
 */
export function detectLocale({ text, pageLocale, locales = LOCALES }: { text: string; pageLocale: Locale; locales?: readonly Locale[] }): Locale | null {
  const detected = detectWrittenLocale({ text, pageLocale });
  return detected !== null && locales.includes(detected) ? detected : null;
}

/** Which of the four languages, other than the page's, `text` is confidently written in. */
function detectWrittenLocale({ text, pageLocale }: { text: string; pageLocale: Locale }): Locale | null {
  const lowerText = text.toLowerCase();
  const letterCount = lowerText.match(/\p{L}/gu)?.length ?? 0;
  if (letterCount < MIN_LETTERS) return null;

  const words = lowerText.match(/\p{L}+/gu) ?? [];
  const ranking = francAll(text, { only: ONLY });
  const pageScore = ranking.find(([code]) => FRANC_CODES[code] === pageLocale)?.[1] ?? 0;
  const pageEvidence = evidenceFor({ words, text: lowerText, locale: pageLocale });

  // franc ranks; the first language with independent evidence decides, so a trigram fluke is skipped.
  for (const [code, score] of ranking) {
    const locale = FRANC_CODES[code];
    if (!locale) continue;
    const evidence = evidenceFor({ words, text: lowerText, locale });
    if (evidence < MIN_EVIDENCE) continue;
    if (locale === pageLocale) return null;
    const unanimous = evidence >= STRONG_EVIDENCE && pageEvidence === 0 && score > pageScore;
    const confident = (score - pageScore >= MIN_SCORE_MARGIN && evidence > pageEvidence) || unanimous;
    return confident ? locale : null;
  }
  return null;
}

/** How far below the detected language the best supported one must score for a message to count as another language. */
const UNSUPPORTED_SCORE_GAP = 0.05;

/**
 * Function words of the languages visitors most often write in besides the four (franc's codes):
 * franc alone confuses Romance languages, so another language must show its own words too.
 */
const OTHER_LANGUAGE_WORDS: Record<string, ReadonlySet<string>> = {
  ita: new Set('che di il lo gli sono sei hai lavori con per quali tue tuoi dove come quanto anni della del delle non mi ti ci perche anche molto'.split(' ')),
  por: new Set('você voce quais são sao suas seu sua com não nao tem anos onde qual quanto trabalha trabalhou também tambem muito você'.split(' ')),
  nld: new Set('je het een van wat waar werk hoe lang al ben heb jij jouw zijn niet met voor welke ervaring heeft'.split(' ')),
  cat: new Set('què els amb ets treballes quants anys també molt aquest aquesta seva teva teus quina'.split(' ')),
};

/**
 * True when the text is confidently written in a language the product does not answer in (Italian,
 * Portuguese, Dutch, Catalan): long enough to judge, franc's first choice by a margin, function words
 * of such a language present, and no real evidence of any supported language.
 */
export function isUnsupportedLanguage({ text }: { text: string }): boolean {
  // Names ("Acme Labs") are no language's words: judge the rest of the sentence.
  const withoutNames = text.replace(/(?<=[\p{L}\p{N},;:]\s+)\p{Lu}[\p{L}\p{N}.-]*/gu, ' ');
  const lowerText = withoutNames.toLowerCase();
  if ((lowerText.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return false;
  const words = [...new Set(lowerText.match(/\p{L}+/gu) ?? [])];
  const supportedWords = Math.max(...Object.values(FRANC_CODES).map((locale) => words.filter((word) => DISTINCTIVE_WORDS[locale].has(word)).length));
  if (supportedWords >= MIN_EVIDENCE) return false;
  const ranking = francAll(withoutNames);
  const [top] = ranking;
  // franc confuses Romance languages with each other: any other language's own words back it up.
  const backed = Object.values(OTHER_LANGUAGE_WORDS).some((own) => words.filter((word) => own.has(word)).length >= MIN_EVIDENCE);
  if (!top || top[0] === 'und' || FRANC_CODES[top[0]] || !backed) return false;
  const bestSupported = ranking.find(([code]) => FRANC_CODES[code])?.[1] ?? 0;
  return top[1] - bestSupported >= UNSUPPORTED_SCORE_GAP;
}
