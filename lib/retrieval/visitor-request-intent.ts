import type { VisitorRequestKind } from '@/lib/contracts';

/**
 * A visitor asking to book a call or leave the owner a message, in the four locales. The match only opens a card
 * to review (nothing is written), so it answers without any model. Patterns run on the lower-cased question with
 * accents removed.
 */
/** The visitor asks for themselves ("can I…", "I'd like to…"), so "how do you schedule meetings?" is not a request. */
const CALL_PATTERNS = [
  /\b(can|could|may|shall) (i|we)\b.{0,25}\b(book|schedule|set up|arrange|have|get)\b.{0,20}\b(call|meeting|chat|intro)\b/,
  /\b(i'?d like|i would like|i want|i'?d love|let'?s)\b.{0,20}\b(book|schedule|set up|arrange|have)\b.{0,20}\b(call|meeting|chat|intro)\b/,
  /\b(can|could|may) (i|we) (call|meet|talk to|speak (to|with)) you\b/,
  /\b(puedo|podemos|podria|podriamos|quiero|quisiera|me gustaria)\b.{0,25}\b(reservar|agendar|concertar|programar|tener)\b.{0,20}\b(llamada|reunion|videollamada|cita)\b/,
  /\b(puedo|podemos) (llamarte|hablar contigo|reunirnos)\b/,
  /\b(puis-je|pourrais-je|pouvons-nous|pourrions-nous|peut-on|je voudrais|j'aimerais|je souhaite|je souhaiterais)\b.{0,25}\b(reserver|planifier|organiser|prendre|fixer|avoir)\b.{0,20}\b(appel|rendez-vous|entretien|reunion|visio)\b/,
  /\b(puis-je|pouvons-nous|peut-on) (vous|t') ?(appeler|parler|rencontrer)\b/,
  /\b(kann ich|konnen wir|konnte ich|konnten wir|mochte ich|ich mochte|ich wurde gern)\b.{0,40}\b(termin|gesprach|call|telefonat|videocall)\b.{0,30}\b(buchen|vereinbaren|ausmachen|planen)\b/,
  /\b(kann ich|konnen wir) (sie|dich) (anrufen|sprechen|treffen)\b/,
];

const MESSAGE_PATTERNS = [
  /\b(can|could|may) i (leave|send) (you )?(a )?(message|note)\b/,
  /\b(i'?d like|i would like|i want) to (leave|send) (you )?(a )?(message|note)\b/,
  /\b(puedo|quiero|quisiera|me gustaria) (dejarte|enviarte|mandarte) (un )?(mensaje|recado)\b/,
  /\b(puis-je|je voudrais|j'aimerais|je souhaite) (vous|te) (laisser|envoyer) (un )?message\b/,
  /\b(kann ich|mochte ich|ich mochte) (ihnen|dir) (eine )?nachricht (hinterlassen|schicken|senden)\b/,
];

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();
}

/** The kind of request a question asks for, or null. */
export function detectVisitorRequestIntent({ question }: { question: string }): VisitorRequestKind | null {
  const folded = fold(question);
  if (CALL_PATTERNS.some((pattern) => pattern.test(folded))) return 'intro_call';
  if (MESSAGE_PATTERNS.some((pattern) => pattern.test(folded))) return 'message';
  return null;
}
