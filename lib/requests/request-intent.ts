import type { RequestKind } from '@/lib/requests/visitor-request-limits';

/**
 * A visitor asking to book a call or leave the owner a message, in the four locales. The match only opens a card
 * to review (nothing is written), so it answers without any model. Patterns run on the lower-cased question with
 * accents removed.
 */
const CALL_PATTERNS = [
  /\b(book|schedule|set up|arrange|have|get)\b.{0,20}\b(call|meeting|chat|intro)\b/,
  /\b(can|could|may) (i|we) (call|meet|talk to|speak (to|with)) you\b/,
  /\b(reservar|agendar|concertar|programar|tener)\b.{0,20}\b(llamada|reunion|videollamada|cita)\b/,
  /\b(puedo|podemos) (llamarte|hablar contigo|reunirnos)\b/,
  /\b(reserver|planifier|organiser|prendre|fixer|avoir)\b.{0,20}\b(appel|rendez-vous|entretien|reunion|visio)\b/,
  /\b(puis-je|pouvons-nous|peut-on) (vous|t') ?(appeler|parler|rencontrer)\b/,
  /\b(termin|gesprach|call|telefonat|videocall)\b.{0,30}\b(buchen|vereinbaren|ausmachen|planen)\b/,
  /\b(kann ich|konnen wir) (sie|dich) (anrufen|sprechen|treffen)\b/,
];

const MESSAGE_PATTERNS = [
  /\b(leave|send) (you|alex)? ?(a )?(message|note)\b/,
  /\b(dejarte|enviarte|mandarte) (un )?(mensaje|recado)\b/,
  /\b(vous|te) (laisser|envoyer) (un )?message\b/,
  /\b(ihnen|dir) (eine )?nachricht (hinterlassen|schicken|senden)\b/,
];

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The kind of request a question asks for, or null. */
export function detectRequestIntent({ question }: { question: string }): RequestKind | null {
  const folded = fold(question);
  if (CALL_PATTERNS.some((pattern) => pattern.test(folded))) return 'intro_call';
  if (MESSAGE_PATTERNS.some((pattern) => pattern.test(folded))) return 'message';
  return null;
}
