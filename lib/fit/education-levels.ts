import { foldText } from '@/lib/text';

/**
 * Degrees in en/es/fr/de on one scale: 1 a degree of any kind (bachelor's, "Studium"), 2 a master's,
 * 3 a doctorate. Patterns run on folded text.
 */
const LEVEL_PATTERNS: ReadonlyArray<[number, RegExp]> = [
  [3, /\b(ph\.? ?d|doctorate|doctoral|doctorado|doctorat|promoviert|doktor(titel|grad)?|abgeschlossene promotion)\b/],
  // A Scrum Master is a role and master data are records: neither is a master's degree.
  [2, /\b(?<!scrum )(masters?|master's|master(studium|studiengang|abschluss)|m\.? ?sc|msc|m\.s\.|mba|maste?r|mastere|bac ?\+ ?5|diplome d'ingenieur|diplom(-\w+)?|magister)\b(?! data\b)/],
  [1, /\b(bachelor'?s?|b\.? ?sc|bsc|b\.s\.|b\.a\.|undergraduate|(a|an|university|college|relevant|technical|cs|computer science|engineering|academic|bachelor's|master's) degree|degree (in|from)|grado (en|universitario)|licenciatura|titulacion|titulo universitario|ingenieria (tecnica|superior|informatica)|carrera universitaria|licence (en|d'|professionnelle)|bac ?\+ ?3|diplome|diplomee?|ecole d'ingenieurs?|studium|bachelor(studium|studiengang|abschluss)|hochschulabschluss|universitatsabschluss|abschluss|fh-abschluss|informatikstudium)\b/],
];

/** "or equivalent experience" and its es/fr/de forms: experience may stand in for the degree. */
const EQUIVALENT_EXPERIENCE = /\b(or equivalent|or comparable|or similar|equivalent (practical |work )?experience|o experiencia equivalente|o equivalente|experiencia equivalente|ou (une )?experience equivalente|ou equivalent|oder (eine )?vergleichbare|vergleichbare (qualifikation|ausbildung|berufserfahrung))\b/;

/** A bachelor's by its own name, not any "degree". */
const BACHELOR = /\b(bachelor'?s?|b\.? ?sc|bsc|b\.s\.|b\.a\.|undergraduate|grado (en|universitario)|licenciatura|licence (en|d'|professionnelle)|bac ?\+ ?3)\b/;
/** "Master's or PhD", "máster o doctorado", "Bachelor oder Master": the lowest of degrees given as alternatives is what is asked. */
const ALTERNATIVE = /\b(or|o|ou|oder|bzw)\b/;

/** The degree level a text asks: the highest it names, or the lowest of degrees it names as alternatives; null for none. */
export function degreeLevel({ text, folded = foldText({ text }) }: { text: string; folded?: string }): number | null {
  const named = LEVEL_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([level]) => level);
  if (named.length === 0) return null;
  const highest = Math.max(...named);
  if (!ALTERNATIVE.test(folded)) return highest;
  const specific = named.filter((level) => level > 1 || BACHELOR.test(folded));
  return specific.length > 1 ? Math.min(...specific) : highest;
}

/** True when the text accepts experience instead of the degree. */
export function acceptsEquivalentExperience({ text, folded = foldText({ text }) }: { text: string; folded?: string }): boolean {
  return EQUIVALENT_EXPERIENCE.test(folded);
}

/** Words that name the degree itself, not its field, in en/es/fr/de (folded). */
const DEGREE_WORDS: ReadonlySet<string> = new Set([
  'degree', 'degrees', 'bachelor', 'bachelors', 'master', 'masters', 'msc', 'bsc', 'ba', 'ma', 'mba', 'phd', 'doctorate', 'diploma', 'university', 'college', 'graduate', 'undergraduate',
  'grado', 'titulacion', 'titulo', 'licenciatura', 'carrera', 'universitario', 'universitaria', 'doctorado', 'diplomatura', 'ingenieria', 'ingeniero', 'ingeniera',
  'diplome', 'licence', 'doctorat', 'ecole', 'bac', 'formation', 'ingenieur', 'ingenieure',
  'studium', 'abschluss', 'hochschulabschluss', 'universitatsabschluss', 'studiengang', 'promotion', 'diplom', 'ausbildung',
]);
/** True for a word that names a degree itself ("degree", "Studium", "máster"), not its field. */
export function isDegreeWord({ word }: { word: { key: string; folded: string } }): boolean {
  // German joins the degree's own word to the kind: "Masterabschluss", "Bachelorstudium".
  return DEGREE_WORDS.has(word.folded) || DEGREE_WORDS.has(word.key) || /(abschluss|studium|studiengang)$/.test(word.folded);
}

/** Words that leave the field open: "or a related field", "o afín", "ou équivalent", "oder vergleichbar". */
const OPEN_FIELD = /^(related|relevant|similar|equivalent|comparable|technical|scientific|quantitative|stem|afin|afines|relacionad[oa]s?|similar(es)?|tecnic[oa]s?|cientific[oa]s?|cuantitativ[oa]s?|equivalente?s?|similaire|connexe|proches?|scientifique|technique|quantitati(f|ve)s?|vergleichbar\w*|verwandt\w*|technisch\w*|naturwissenschaftlich\w*|quantitativ\w*|ahnlich\w*|mint)$/;
/** Words around a field that are not it: "field", "area", "in the area of". */
const FIELD_FRAME = new Set(['field', 'fields', 'area', 'areas', 'discipline', 'subject', 'domain', 'campo', 'area', 'ambito', 'domaine', 'filiere', 'fach', 'fachrichtung', 'bereich', 'gebiet', 'etat', 'abgeschlossen', 'abgeschlossenes', 'abgeschlossene', 'completed']);

/**
 * The field a degree requirement names (the words after the degree's own word, to the end of its sentence), whether
 * it leaves it open, and the word positions it spans [start, end).
 */
export function degreeField({ words, isFunctionWord }: { words: ReadonlyArray<{ key: string; folded: string; gapBefore: string }>; isFunctionWord: (word: string) => boolean }): { words: string[]; open: boolean; start: number; end: number } | null {
  const anchor = words.findIndex((word) => isDegreeWord({ word }));
  if (anchor === -1) return null;
  const field: string[] = [];
  let open = false;
  let end = anchor + 1;
  for (; end < words.length; end += 1) {
    const word = words[end]!;
    // The field ends with its sentence, not at an abbreviation's period ("z. B. Statistik, Physik").
    const afterAbbreviation = words[end - 1]!.folded.length <= 2 && /^\.\s*$/.test(word.gapBefore);
    if (/[.;:!?]/.test(word.gapBefore) && !afterAbbreviation) break;
    if (OPEN_FIELD.test(word.folded)) open = true;
    else if (![word.folded, word.key].some((form) => DEGREE_WORDS.has(form) || FIELD_FRAME.has(form)) && !isFunctionWord(word.folded) && /\p{L}{3}/u.test(word.folded)) field.push(word.key);
  }
  return { words: field, open, start: anchor + 1, end };
}
