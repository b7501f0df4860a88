import { singularKey } from '@/lib/fit/posting-words';

/**
 * Words that never identify a skill on their own, in en/es/fr/de: what postings and profiles wrap skills in
 * ("5+ years of relevant experience", "strong knowledge of"). Language knowledge only: nothing about a person.
 * A stack item made only of these names nothing to match, and a figure of years whose subject is only these
 * counts the whole career.
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  ('experience experienced year years month months work working worked job jobs role roles position team teams company companies ' +
    'strong good great solid excellent knowledge skill skills ability able proven understanding familiar familiarity proficiency ' +
    'proficient hands background plus bonus nice must required ideally now current currently today these days right new use using ' +
    'used uses build building built develop developing development do does did make made time times thing things way ways people ' +
    'internal product products user users client clients customer customers service services system systems platform platforms ' +
    'relevant similar comparable commercial professional professionally industry practical total overall least minimum field area ' +
    'previous prior especially particularly notably only also even previa previo anterior especialmente particularmente solo solamente unicamente tambien ' +
    'prealable anterieure anterieur notamment particulierement seulement uniquement aussi vorherige bisherige insbesondere besonders nur auch ' +
    'data record records reading readings flow flows funnel datos registros lecturas flujo flujos embudo ' +
    'donnees enregistrements mesures flux tunnel daten datensatze messwerte ablauf ablaufe trichter ' +
    'software code coding programming writing engineering engineer engineers developer developers production hands-on shipping ' +
    'experiencia trabajo empresa equipo equipos puesto actual actualmente ahora conocimientos uso usar usa usan ' +
    'relevante similar profesional programacion minimo menos sector codigo desarrollo desarrollador desarrolladora programando ' +
    'travail entreprise equipe equipes poste actuel actuellement maintenant connaissances utilise utilisent ' +
    'pertinente similaire professionnelle programmation minimum moins logiciel code developpement developpeur developpeuse ' +
    'erfahrung arbeit firma unternehmen stelle aktuell aktuelle aktueller derzeit jetzt gerade momentan zurzeit kenntnisse nutzt nutzen ' +
    'relevante einschlagige vergleichbare berufliche mindestens praxis software entwicklung entwickler entwicklerin programmierung')
    .split(' '),
);

/** True for a folded word that only wraps what a requirement asks for. */
export function isGenericWord({ word }: { word: string }): boolean {
  return GENERIC_WORDS.has(word) || GENERIC_WORDS.has(singularKey(word));
}
