// Unicode's own confusables table (UTS #39), kept up to date by a maintained package, rather than a
// hand-picked list of Cyrillic and Greek letters that would miss the next alphabet an attacker tries.
import confusables from 'unhomoglyph/data.json';

// Small capitals read as letters but are missing from the skeleton table (or are where it leads: "н" → "ʜ").
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm',
  ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
};
const SKELETON = confusables as Record<string, string>;
const ASCII_LETTERS = /^[A-Za-z]{1,2}$/;

/** Follows the skeleton table (and the small capitals) until it reaches plain letters, or gives up. */
function plainLetters(character: string): string | null {
  let current = character;
  for (let step = 0; step < 3; step += 1) {
    if (step > 0 && ASCII_LETTERS.test(current)) return current;
    const next = SMALL_CAPITALS[current] ?? SKELETON[current];
    if (next === undefined || next === current) return null;
    current = next;
  }
  return ASCII_LETTERS.test(current) ? current : null;
}

/**
 * Look-alike letters mapped to the ASCII letters they imitate. Only non-ASCII characters are mapped, and only
 * to plain letters: the UTS #39 skeleton also turns "m" into "rn" and "1" into "l", which would break the
 * phrase vocabulary, and it maps some letters to other non-ASCII look-alikes ("ß" to "β") that say nothing.
 * A capital is read through its small letter first: the skeleton of Cyrillic "І" is "l", of "і" it is "i".
 */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  [...Object.keys(SKELETON), ...Object.keys(SMALL_CAPITALS)].flatMap((character) => {
    if (!/[^\x00-\x7f]/.test(character)) return [];
    const letters = plainLetters(character.toLowerCase()) ?? plainLetters(character);
    return letters === null ? [] : [[character, letters] as const];
  }),
);

/** Leetspeak stand-ins, read as letters only inside a word that also has letters ("1gn0re", not "2048"). */
const LEET: Readonly<Record<string, string>> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l' };

// A run of word characters and leet symbols; it is a disguised word when it mixes letters with the others.
const LEET_WORD = /[\p{L}\p{N}@$!|]+/gu;
const HAS_LETTER = /\p{L}/u;
const HAS_STAND_IN = /[\d@$!|]/;
// One separator between two letters inside a word: "ig-nore", "sys.tem", "for_get", "i*g*n*o*r*e".
const INNER_SEPARATOR = /(?<=\p{L})[-._*/](?=\p{L})/gu;
// Three or more single letters joined by single spaces: "i g n o r e" (a wider gap separates words).
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu;

/** Which letter a "1" stands for: "1gn0re" reads "i", "ru1es" reads "l"; both readings are checked. */
export type LeetOne = 'i' | 'l';

function foldLookAlikes(text: string): string {
  let folded = '';
  for (const character of text) folded += LOOK_ALIKES.get(character) ?? character;
  return folded;
}

function undoLeetspeak({ text, one }: { text: string; one: LeetOne }): string {
  return text.replace(LEET_WORD, (word) => {
    if (!HAS_LETTER.test(word) || !HAS_STAND_IN.test(word)) return word;
    // A trailing "!" or "|" is punctuation, not a letter.
    const core = word.replace(/[!|]+$/, '');
    const mapped = [...core].map((character) => (character === '1' ? one : (LEET[character] ?? character))).join('');
    return mapped + word.slice(core.length);
  });
}

/**
 * The message with common disguises undone, for the phrase filters only: look-alike letters folded to
 * Latin, leetspeak read as letters, separators inside words dropped and spaced-out letters joined. Every
 * step is one pass over the text.
 */
export function unmaskText({ text, one }: { text: string; one: LeetOne }): string {
  return undoLeetspeak({ text: foldLookAlikes(text), one })
    .replace(INNER_SEPARATOR, '')
    .replace(SPACED_LETTERS, (run) => run.replaceAll(' ', ''));
}

/** True when the text has a "1" inside a word with letters, so the "l" reading is worth a second check. */
export function hasLeetOne({ text }: { text: string }): boolean {
  return [...text.matchAll(LEET_WORD)].some(([word]) => word.includes('1') && HAS_LETTER.test(word));
}

// Base64 or base64url runs long enough to hide a sentence ("SWdub3Jl..." is "Ignore..."); shorter ones are ids.
const BASE64_SEGMENT = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
// Decoded text that is mostly letters, digits, spaces and punctuation: a hash or an image decodes to noise.
const PRINTABLE = /[\p{L}\p{N}\p{P}\p{Zs}\n\t]/gu;
const MIN_PRINTABLE_SHARE = 0.9;

function decodeBase64({ segment }: { segment: string }): string | null {
  const standard = segment.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return null;
  try {
    const binary = atob(standard);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const decoded = UTF8.decode(bytes);
    const printable = decoded.match(PRINTABLE)?.length ?? 0;
    return decoded.length > 0 && printable / decoded.length >= MIN_PRINTABLE_SHARE && /\p{L}{2,}/u.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Texts hidden as base64 inside the message, decoded; only those that decode to readable text. */
export function decodeBase64Segments({ text }: { text: string }): string[] {
  return [...text.matchAll(BASE64_SEGMENT)].flatMap(([segment]) => decodeBase64({ segment }) ?? []);
}
