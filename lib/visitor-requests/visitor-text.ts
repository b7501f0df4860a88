/**
 * Visitor text at the door, and on the owner's terminal. The request fields are cleaned, not refused: a control
 * character or a bidi override is never typed on purpose (it comes in with a paste, or from an attacker), and a
 * visitor cannot see it to remove it, so refusing would only block them. What the owner's tools print is escaped
 * as well, for requests stored before this cleaning and for anything that gets past it.
 */

/** Line breaks of every kind: kept as "\n" in a message, a space in a one-line field. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * C0 controls (tab included), DEL, C1 controls, and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) that reorder what a terminal or a mail client shows. Bidi marks (U+200E, U+200F, U+061C) stay:
 * they only affect neutral characters and right-to-left names need them.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A visitor field as stored: line breaks in `multiline` fields only (as "\n"), no control or bidi override. */
export function cleanVisitorText({ text, multiline }: { text: string; multiline: boolean }): string {
  const lines = text.replace(LINE_BREAKS, multiline ? '\n' : ' ');
  // A tab becomes a space (it is a control character, but a visitor meant a gap); the rest disappear.
  return lines.replace(/\t/g, ' ').replace(UNSAFE, (character) => (character === '\n' && multiline ? character : ''));
}

/** What the owner's terminal may print: every control, line break and bidi character as a visible escape. */
const TERMINAL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function escapeForTerminal({ text }: { text: string }): string {
  return text.replace(TERMINAL_UNSAFE, (character) => {
    const code = character.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** JSON for the owner's scripts, with C1 controls, line separators and bidi characters written as \u escapes too. */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}
