import { passesLuhn } from '@/lib/filters/luhn';

// Digit groups joined by spaces or dashes ("4111 1111 …", "4111 - 1111 - …"); each maximal run is split into
// card-sized windows below. Separators and digits never overlap, so the scan cannot backtrack.
const DIGIT_RUN = /\d+(?:[ -]{1,3}\d+)*/g;
const LETTER = /\p{L}/u;
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

/**
 * Card layouts group digits in fours (4-4-4-4, 4-4-4-4-3) or 4-6-5 / 4-6-4: every group but the last
 * has 4 to 6 digits. Requiring that keeps phone numbers (612 345 678 …), dates and ISBNs out.
 */
function isCardLayout(groups: readonly string[]): boolean {
  return groups.every((group, index) => index === groups.length - 1 || (group.length >= 4 && group.length <= 6));
}

function isCardNumber(groups: readonly string[]): boolean {
  const digits = groups.join('');
  return (
    digits.length >= MIN_DIGITS &&
    digits.length <= MAX_DIGITS &&
    isCardLayout(groups) &&
    !/^(\d)\1*$/.test(digits) &&
    passesLuhn({ digits })
  );
}

/** True when the text holds a Luhn-valid 13–19 digit card number, written plain or grouped with spaces or dashes. */
export function containsPaymentCard({ text }: { text: string }): boolean {
  for (const run of text.matchAll(DIGIT_RUN)) {
    // Digits glued to a letter belong to an identifier (an IBAN "DE89 3704 …", a SKU), not a card.
    if (LETTER.test(text[run.index - 1] ?? '')) continue;
    const groups = run[0].split(/[ -]+/);
    for (let start = 0; start < groups.length; start += 1) {
      let digitCount = 0;
      // A window never holds more than 19 digits, so this inner loop is bounded and the scan stays linear.
      for (let end = start; end < groups.length && digitCount <= MAX_DIGITS; end += 1) {
        digitCount += groups[end]?.length ?? 0;
        if (isCardNumber(groups.slice(start, end + 1))) return true;
      }
    }
  }
  return false;
}
