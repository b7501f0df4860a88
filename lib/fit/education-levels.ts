import { foldText } from '@/lib/text';

/**
 * Degrees in en/es/fr/de on one scale: 1 a degree of any kind (bachelor's, "Studium"), 2 a master's,
 * 3 a doctorate. Patterns run on folded text.
 */
const LEVEL_PATTERNS: ReadonlyArray<[number, RegExp]> = [
  [3, /\b(ph\.? ?d|doctorate|doctoral|doctorado|doctorat|promoviert|doktor(titel|grad)?|abgeschlossene promotion)\b/],
  // A Scrum Master is a role and master data are records: neither is a master's degree.
  [2, /\b(?<!scrum )(masters?|master's|m\.? ?sc|msc|m\.s\.|mba|maste?r|mastere|bac ?\+ ?5|diplome d'ingenieur|diplom(-\w+)?|magister)\b(?! data\b)/],
  [1, /\b(bachelor'?s?|b\.? ?sc|bsc|b\.s\.|b\.a\.|undergraduate|(a|an|university|college|relevant|technical|cs|computer science|engineering|academic|bachelor's|master's) degree|degree (in|from)|grado (en|universitario)|licenciatura|titulacion|titulo universitario|ingenieria (tecnica|superior|informatica)|carrera universitaria|licence (en|d'|professionnelle)|bac ?\+ ?3|diplome|diplomee?|ecole d'ingenieurs?|studium|hochschulabschluss|universitatsabschluss|abschluss|fh-abschluss|informatikstudium)\b/],
];

/** "or equivalent experience" and its es/fr/de forms: experience may stand in for the degree. */
const EQUIVALENT_EXPERIENCE = /\b(or equivalent|or comparable|or similar|equivalent (practical |work )?experience|o experiencia equivalente|o equivalente|experiencia equivalente|ou (une )?experience equivalente|ou equivalent|oder (eine )?vergleichbare|vergleichbare (qualifikation|ausbildung|berufserfahrung))\b/;

/** The degree level a text names (the highest), or null for none. */
export function degreeLevel({ text, folded = foldText({ text }) }: { text: string; folded?: string }): number | null {
  for (const [level, pattern] of LEVEL_PATTERNS) if (pattern.test(folded)) return level;
  return null;
}

/** True when the text accepts experience instead of the degree. */
export function acceptsEquivalentExperience({ text, folded = foldText({ text }) }: { text: string; folded?: string }): boolean {
  return EQUIVALENT_EXPERIENCE.test(folded);
}
