/**
 * Spoken languages a visitor may ask about, by their names in the four languages (folded), keyed by their English
 * name: "do you speak Italian?" has an answer even when the profile lists no Italian.
 */
export const SPOKEN_LANGUAGE_NAMES: Readonly<Record<string, readonly string[]>> = {
  English: ['english', 'ingles', 'anglais', 'englisch'],
  Spanish: ['spanish', 'espanol', 'castellano', 'espagnol', 'spanisch'],
  French: ['french', 'frances', 'francais', 'franzosisch'],
  German: ['german', 'aleman', 'allemand', 'deutsch'],
  Italian: ['italian', 'italiano', 'italien', 'italienisch'],
  Portuguese: ['portuguese', 'portugues', 'portugais', 'portugiesisch'],
  Dutch: ['dutch', 'neerlandes', 'holandes', 'neerlandais', 'niederlandisch', 'hollandisch'],
  Catalan: ['catalan', 'catala', 'katalanisch'],
  Polish: ['polish', 'polaco', 'polonais', 'polnisch'],
  Russian: ['russian', 'ruso', 'russe', 'russisch'],
  Chinese: ['chinese', 'mandarin', 'chino', 'chinois', 'chinesisch'],
  Japanese: ['japanese', 'japones', 'japonais', 'japanisch'],
  Arabic: ['arabic', 'arabe', 'arabisch'],
  Swedish: ['swedish', 'sueco', 'suedois', 'schwedisch'],
  Turkish: ['turkish', 'turco', 'turc', 'turkisch'],
  Icelandic: ['icelandic', 'islandes', 'islandais', 'islandisch'],
  Norwegian: ['norwegian', 'noruego', 'norvegien', 'norwegisch'],
  Danish: ['danish', 'danes', 'danois', 'danisch'],
  Greek: ['greek', 'griego', 'grec', 'griechisch'],
  Hindi: ['hindi'],
  Korean: ['korean', 'coreano', 'coreen', 'koreanisch'],
  Ukrainian: ['ukrainian', 'ucraniano', 'ukrainien', 'ukrainisch'],
  Romanian: ['romanian', 'rumano', 'roumain', 'rumanisch'],
  Czech: ['czech', 'checo', 'tcheque', 'tschechisch'],
  Hungarian: ['hungarian', 'hungaro', 'hongrois', 'ungarisch'],
  Finnish: ['finnish', 'finlandes', 'finnois', 'finnisch'],
  Hebrew: ['hebrew', 'hebreo', 'hebreu', 'hebraisch'],
  Basque: ['basque', 'euskera', 'vasco', 'baskisch'],
  Galician: ['galician', 'gallego', 'galicien', 'galicisch'],
};

/** The ISO 639-1 code of each language above: its name is then written by `Intl.DisplayNames`, accents and all. */
export const SPOKEN_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'en', Spanish: 'es', French: 'fr', German: 'de', Italian: 'it', Portuguese: 'pt', Dutch: 'nl', Catalan: 'ca',
  Polish: 'pl', Russian: 'ru', Chinese: 'zh', Japanese: 'ja', Arabic: 'ar', Swedish: 'sv', Turkish: 'tr', Icelandic: 'is',
  Norwegian: 'no', Danish: 'da', Greek: 'el', Hindi: 'hi', Korean: 'ko', Ukrainian: 'uk', Romanian: 'ro', Czech: 'cs',
  Hungarian: 'hu', Finnish: 'fi', Hebrew: 'he', Basque: 'eu', Galician: 'gl',
};
