import { LOCALES, type Locale } from '@/lib/contracts';
import { defaultSiteLocale, siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

/*
 * The locales the browser tests visit, from the live profile: a site in English and French is tested in English
 * and French, and its Spanish and German pages must not exist. A test written for a locale the site lacks runs in
 * another of the site's instead, with the questions of that language.
 */

/** The site's locales, the default first. */
export const SITE_LOCALES = siteLocales({ profile });
/** Where `/` sends a visitor whose languages the site does not have. */
export const HOME_LOCALE = defaultSiteLocale({ profile });
/** The product's locales this site does not have: their pages are a 404. */
export const UNDECLARED_LOCALES = LOCALES.filter((locale) => !SITE_LOCALES.includes(locale));

/** `preferred` when the site has it; else the first of the site's other than the default; else the default. */
export function siteLocale(preferred: Locale): Locale {
  if (SITE_LOCALES.includes(preferred)) return preferred;
  return SITE_LOCALES.find((locale) => locale !== HOME_LOCALE) ?? HOME_LOCALE;
}

/** What the tests type, in each language. */
export const QUESTIONS: Record<Locale, {
  whereWork: string;
  /** Long enough, and clearly enough in its language, for the chat page's language check to offer that locale. */
  offerable: string;
  yearsTotal: string;
  projectsAt: (company: string) => string;
  about: (subject: string) => string;
  bookCall: string;
  beforeThat: string;
}> = {
  en: {
    whereWork: 'Where do you work now?',
    offerable: 'Where have you worked and what did you build there?',
    yearsTotal: 'How many years of experience do you have in total?',
    projectsAt: (company) => `Which projects have you built at ${company} in recent years?`,
    about: (subject) => `Do you have experience with ${subject}?`,
    bookCall: 'Can I book a call with you?',
    beforeThat: 'And before that?',
  },
  es: {
    whereWork: '¿Dónde trabajas ahora?',
    offerable: '¿Dónde trabajas ahora y cuántos años de experiencia tienes?',
    yearsTotal: '¿Cuántos años de experiencia tienes en total?',
    projectsAt: (company) => `¿Qué proyectos has construido en ${company} en los últimos años?`,
    about: (subject) => `¿Tienes experiencia con ${subject}?`,
    bookCall: '¿Puedo reservar una llamada contigo?',
    beforeThat: '¿Y antes?',
  },
  fr: {
    whereWork: 'Où travaillez-vous maintenant ?',
    offerable: 'Où travaillez-vous maintenant et combien d’années d’expérience avez-vous ?',
    yearsTotal: 'Combien d’années d’expérience avez-vous au total ?',
    projectsAt: (company) => `Quels projets avez-vous réalisés chez ${company} ces dernières années ?`,
    about: (subject) => `Avez-vous de l’expérience avec ${subject} ?`,
    bookCall: 'Puis-je réserver un appel avec vous ?',
    beforeThat: 'Et avant ?',
  },
  de: {
    whereWork: 'Wo arbeiten Sie gerade?',
    offerable: 'Wo arbeiten Sie jetzt und wie viele Jahre Erfahrung haben Sie?',
    yearsTotal: 'Wie viele Jahre Erfahrung haben Sie insgesamt?',
    projectsAt: (company) => `Welche Projekte haben Sie in den letzten Jahren bei ${company} gebaut?`,
    about: (subject) => `Haben Sie Erfahrung mit ${subject}?`,
    bookCall: 'Kann ich ein Gespräch mit Ihnen buchen?',
    beforeThat: 'Und davor?',
  },
};

/** Words an answer in the language uses and an answer in another does not. */
export const ANSWERED_IN: Record<Locale, { words: RegExp; notEnglish: RegExp }> = {
  en: { words: /\b(I|at|and|work)\b/, notEnglish: /(?!)/ },
  es: { words: /\b(en|de|y|trabajo|soy|lidero)\b/, notEnglish: /\b(I work|I lead|I am)\b/ },
  fr: { words: /\b(je|chez|de|et|travaille)\b/i, notEnglish: /\b(I work|I lead|I am)\b/ },
  de: { words: /\b(ich|bei|und|arbeite)\b/i, notEnglish: /\b(I work|I lead|I am)\b/ },
};
