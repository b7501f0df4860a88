/** Small counts written as words, one to twelve, in en/es/fr/de (folded): "two days a week", "a team of six". */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [
    ['one', 'un', 'une', 'uno', 'una', 'ein', 'einen', 'einem', 'einer', 'eins'],
    ['two', 'dos', 'deux', 'zwei'], ['three', 'tres', 'trois', 'drei'], ['four', 'cuatro', 'quatre', 'vier'], ['five', 'cinco', 'cinq', 'funf'],
    ['six', 'seis', 'sechs'], ['seven', 'siete', 'sept', 'sieben'], ['eight', 'ocho', 'huit', 'acht'], ['nine', 'nueve', 'neuf', 'neun'],
    ['ten', 'diez', 'dix', 'zehn'], ['eleven', 'once', 'onze', 'elf'], ['twelve', 'doce', 'douze', 'zwolf'],
  ].flatMap((spellings, index) => spellings.map((spelling) => [spelling, index + 1] as const)),
);

/** The count a folded word spells, or null. */
export function numberWord({ word }: { word: string }): number | null {
  return NUMBER_WORDS.get(word) ?? null;
}
