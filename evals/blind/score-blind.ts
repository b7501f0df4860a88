import type { BlindAsk } from '@/evals/blind/blind-schema';
import type { Locale } from '@/lib/contracts';
import { foldText } from '@/lib/text';

/** What one turn produced, as the scorer reads it. */
export interface BlindTurnView {
  answer: string;
  /** A visitor-request card was offered (the page shows it under the answer). */
  proposal: boolean;
}

/** Why a turn failed, one reason per failed check. */
export type BlindFailure =
  | 'off-topic-refusal'
  | 'missing-fact'
  | 'fact-not-first'
  | 'yes-no'
  | 'wrong-figure'
  | 'not-said-plainly'
  | 'not-refused';

export interface BlindTurnScore {
  right: boolean;
  /** Null when the turn asks nothing the first sentence must carry. */
  leads: boolean | null;
  failures: BlindFailure[];
  /** A technology's years answered with a figure the set marked wrong (usually the whole career). */
  careerForTechnology: boolean;
  offTopicRefusal: boolean;
}

/** Spellings of yes and no that open an answer, per language. */
const YES_NO: Record<Locale, { yes: string[]; no: string[] }> = {
  en: { yes: ['yes'], no: ['no'] },
  es: { yes: ['si'], no: ['no'] },
  fr: { yes: ['oui'], no: ['non'] },
  de: { yes: ['ja'], no: ['nein'] },
};

/**
 * Ways each language says plainly that something is not so or not known: what an honest answer to a question
 * the profile cannot answer contains. Generic negations, fixed before any engine change, never a phrase of the
 * engine's own.
 */
const HONEST_MARKERS: Record<Locale, string[]> = {
  en: ["doesn't say", 'does not say', "doesn't mention", 'does not mention', 'no record', 'not in my profile', "isn't in my profile", "doesn't cover", 'does not cover', 'not covered', 'no information', "doesn't include", "don't have", "haven't", 'have not', 'never', 'not listed', "doesn't list", 'no mention'],
  es: ['no dice', 'no menciona', 'no tiene constancia', 'no consta', 'no aparece', 'no esta en mi perfil', 'no cubre', 'no tengo', 'no he ', 'nunca', 'no incluye', 'no figura', 'no recoge', 'no especifica', 'no indica'],
  fr: ['ne dit pas', 'ne mentionne pas', 'aucune mention', 'ne figure pas', "n'indique pas", 'ne precise pas', 'ne couvre pas', "je n'ai pas", 'jamais', 'pas de trace', "n'en parle pas", 'ne contient pas'],
  de: ['sagt nicht', 'steht nicht', 'nicht erwahnt', 'keinen eintrag', 'keine angabe', 'nicht angegeben', 'enthalt keine', 'enthalt nicht', 'habe nicht', 'habe kein', 'nie ', 'keine informationen', 'nicht verzeichnet', 'nichts zu'],
};

/** The first sentence of an answer: up to the first full stop, question or exclamation mark before a space or a line break. */
export function firstSentence(answer: string): string {
  const match = /^[\s\S]*?[.!?…](?=\s|$)/.exec(answer.trim());
  return (match?.[0] ?? answer).trim();
}

const folded = (text: string) => foldText({ text }).replace(/[’']/g, "'").replace(/\s+/g, ' ');
const includesAny = (haystack: string, spellings: readonly string[]) => spellings.some((spelling) => haystack.includes(folded(spelling)));

/** The first word of a text, folded, without punctuation. */
function firstWord(text: string): string {
  return folded(text).replace(/^[^\p{L}\p{N}]+/u, '').split(/[^\p{L}\p{N}]+/u)[0] ?? '';
}

/**
 * Scores one turn: the answer addresses the attribute asked (its facts, or an honest "does not say" naming the
 * subject), the first sentence carries what must lead, a yes/no question opens with yes or no, no wrong figure
 * appears, and an on-topic question is never refused as off-topic.
 */
export function scoreBlindTurn({ ask, view, locale, refusals }: {
  ask: BlindAsk;
  view: BlindTurnView;
  locale: Locale;
  /** The owner's ways of declining an off-topic question: the off-topic reply and the general-help boundary's. */
  refusals: readonly string[];
}): BlindTurnScore {
  const answer = folded(view.answer);
  const lead = folded(firstSentence(view.answer));
  const failures: BlindFailure[] = [];
  const offTopic = ask.attributes.includes('off-topic');
  const refused = refusals.some((refusal) => answer.includes(folded(refusal).slice(0, 60)));
  if (offTopic) {
    if (!refused) failures.push('not-refused');
    return { right: failures.length === 0, leads: null, failures, careerForTechnology: false, offTopicRefusal: false };
  }
  if (refused) failures.push('off-topic-refusal');
  const { expect } = ask;
  const booked = ask.attributes.includes('booking') && view.proposal;
  if (!booked && expect.facts.some((group) => !includesAny(answer, group))) failures.push('missing-fact');
  const leadGroups = expect.lead.filter((group) => !booked || group.length > 0);
  const leadsRight = leadGroups.every((group) => includesAny(lead, group));
  if (!booked && !leadsRight) failures.push('fact-not-first');
  let yesNoRight: boolean | null = null;
  if (expect.yesNo) {
    const word = firstWord(view.answer);
    const spellings = YES_NO[locale][expect.yesNo];
    yesNoRight = spellings.includes(word);
    if (!yesNoRight) failures.push('yes-no');
  }
  const wrong = expect.wrong.filter((text) => answer.includes(folded(text)));
  if (wrong.length > 0) failures.push('wrong-figure');
  if (!ask.held && !expect.yesNo) {
    const namesSubject = ask.subject === undefined || answer.includes(folded(ask.subject));
    if (!namesSubject || !includesAny(answer, HONEST_MARKERS[locale])) failures.push('not-said-plainly');
  }
  const leads = leadGroups.length > 0 || expect.yesNo ? leadsRight && yesNoRight !== false : null;
  return {
    right: failures.length === 0,
    leads,
    failures,
    careerForTechnology: ask.attributes.includes('technology-years') && wrong.length > 0,
    offTopicRefusal: refused,
  };
}
