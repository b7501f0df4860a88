import { officeDays, type OfficeDays } from '@/lib/fit/office-days';
import { postingWords } from '@/lib/fit/posting-words';
import { readWorkConditions } from '@/lib/fit/work-conditions';
import { foldText } from '@/lib/text';

/**
 * What the owner's own words about where they work state beyond the profile's fields: how many days a week
 * they are in the office ("two days a week on site"), that they do not look for fully remote work, where they
 * would relocate to ("only within the EU") and that they travel ("occasional on-site visits"). Read from the
 * profile's condition texts, never from a list of people.
 */
export interface StatedConditions {
  /** Office days a week the owner states, when they state a number. */
  officeDays: OfficeDays | null;
  /** The owner says they do not look for fully remote work. */
  declinesFullyRemote: boolean;
  /** The countries the owner would relocate to, when they name a region or country for it. */
  relocationCountries: readonly string[] | null;
  /** The owner says they travel or visit on site now and then. */
  travels: boolean;
}

const NEGATED = /\b(not|don't|do not|doesn't|never|no|won't)\b/;
/** Where a statement ends: a sentence, a parenthesis ("(I'm not planning to relocate)"), a clause after ", and". */
const STATEMENT_END = /[.;!?()]\s*|,\s+(?=(?:and|but|so)\b)/i;
const RELOCATE = /\brelocat\w*/;
const TRAVEL = /\b(travel\w*|visits?|trips?)\b/;

/** Reads the owner's condition texts (in English, as the profile's other condition fields are read). */
export function statedConditions({ text }: { text: string }): StatedConditions {
  const statements = text.split(STATEMENT_END).map((statement) => ({ text: statement, folded: foldText({ text: statement }) }));
  const sentences = statements.map((statement) => statement.folded);
  const relocation = statements.find((statement) => RELOCATE.test(statement.folded) && !NEGATED.test(statement.folded));
  const places = relocation ? readWorkConditions({ text: relocation.text, words: postingWords({ text: relocation.text }) }).places : [];
  const countries = [...new Set(places.flatMap((place) => place.countries))];
  return {
    officeDays: officeDays({ folded: foldText({ text }) }),
    declinesFullyRemote: sentences.some((sentence) => NEGATED.test(sentence) && /\b(fully|100 ?%|only) remote\b/.test(sentence)),
    relocationCountries: countries.length > 0 ? countries : null,
    travels: sentences.some((sentence) => TRAVEL.test(sentence) && !NEGATED.test(sentence)),
  };
}
