/**
 * Number words up to fifteen in en/es/fr/de, as word keys (folded, a plural "s" dropped: "tres" → "tre",
 * "sechs" → "sech"), so "four clients" and "vier Kunden" count like "4".
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15,
  un: 1, uno: 1, una: 1, dos: 2, tre: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, quince: 15,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12,
  ein: 1, eine: 1, einem: 1, einen: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sech: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwolf: 12,
};

/** The value of a number word given as its key, or null for any other word. */
export function numberWordValue({ key }: { key: string }): number | null {
  return NUMBER_WORDS[key] ?? null;
}

/** The key of a folded word as the number words are keyed: a plural "s" dropped ("seis" keeps it). */
export function numberWordKey({ word }: { word: string }): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * A folded word that counts several things: a number word above one ("vier", "quatre"). "One" is not: it is mostly
 * an article ("ein Tag pro Woche"), never the figure asked for.
 */
export function isSeveralWord({ word }: { word: string }): boolean {
  return (numberWordValue({ key: numberWordKey({ word }) }) ?? 1) > 1;
}
