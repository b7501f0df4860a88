// IBAN length per country (SWIFT IBAN registry). Knowing the exact length lets a spaced IBAN followed by
// more text be cut at the right place, and rejects look-alikes that merely start with two letters and digits.
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

const IBAN_START = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}/g;
const ALNUM = /[A-Za-z0-9]/;

/** ISO 13616 check: move the first four characters to the end, read letters as 10..35, the number mod 97 must be 1. */
function passesMod97(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** The compact IBAN of the expected length starting at `start`, allowing single spaces between characters, or null. */
function readIban(text: string, start: number, length: number): string | null {
  let compact = '';
  let index = start;
  while (compact.length < length && index < text.length) {
    const character = text[index] ?? '';
    if (ALNUM.test(character)) compact += character.toUpperCase();
    else if (character !== ' ' || !ALNUM.test(text[index + 1] ?? '')) break;
    index += 1;
  }
  const continues = ALNUM.test(text[index] ?? '');
  return compact.length === length && !continues ? compact : null;
}

/** True when the text holds an IBAN (spaced or not, any case) whose length and mod-97 check digits are valid. */
export function containsIban({ text }: { text: string }): boolean {
  for (const match of text.matchAll(IBAN_START)) {
    const length = IBAN_LENGTHS[match[0].slice(0, 2).toUpperCase()];
    if (length === undefined) continue;
    const iban = readIban(text, match.index, length);
    if (iban !== null && passesMod97(iban)) return true;
  }
  return false;
}
