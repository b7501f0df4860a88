import { LOCALES, type VisitorRequestKind } from '@/lib/contracts';
import { findConcepts, LANGUAGE_TERMS } from '@/lib/lexicon';
import { splitWords } from '@/lib/text';

/** The visitor's request is said early: "can I…", "¿podemos…", "kann ich…" within these first words. */
const SELF_WITHIN_WORDS = 4;
/** A bare "book a call", "¿agendamos una llamada?" is a request too, when this short. */
const BARE_REQUEST_WORDS = 5;

/** Booking words that open a request in the imperative ("book a call", "agendemos", "buchen wir…"). */
const OPENING_VERBS: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => [...LANGUAGE_TERMS[locale].booking, ...LANGUAGE_TERMS[locale].message]).flatMap((term) => splitWords({ text: term.replace(/\*$/, '') })),
);

/**
 * A visitor asking to book a call or leave the owner a message, in the four locales: a booking or message word,
 * said by the visitor for themselves ("can I…", "I'd like to…", "¿puedo…", "puis-je…", "kann ich…") or as a bare
 * request ("book a call"). "How do you schedule your meetings?" and "did you send a message to your team?" are
 * questions about the owner, not requests. The match only opens a card to review (nothing is written).
 */
export function detectVisitorRequestIntent({ question }: { question: string }): VisitorRequestKind | null {
  const words = splitWords({ text: question });
  const hits = findConcepts({ words, locales: LOCALES });
  const booking = hits.filter((hit) => hit.concept === 'booking' || hit.concept === 'message');
  if (booking.length === 0) return null;
  const self = hits.some((hit) => hit.concept === 'visitor-self' && hit.start < SELF_WITHIN_WORDS);
  const asksOwner = hits.some((hit) => hit.concept === 'you' && hit.start < SELF_WITHIN_WORDS) && !self;
  const bare = words.length <= BARE_REQUEST_WORDS && OPENING_VERBS.has(words[0] ?? '') && !asksOwner;
  if (!self && !bare) return null;
  // "Can I leave you a message through this chat?": a message asked for is a message, whatever else the words say.
  return hits.some((hit) => hit.concept === 'message') || !hits.some((hit) => hit.concept === 'booking') ? 'message' : 'intro_call';
}
