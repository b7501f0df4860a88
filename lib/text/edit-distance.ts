/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of neighbours counts one) between two folded
 * words, or `limit + 1` as soon as it must exceed `limit`: visitors misspell names ("typscript", "reakt"), and a
 * bounded distance tells a typo from another word cheaply.
 */
export function editDistance({ from, to, limit }: { from: string; to: string; limit: number }): number {
  if (Math.abs(from.length - to.length) > limit) return limit + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: to.length + 1 }, (_, index) => index);
  let beforePrevious: number[] = [];
  for (let i = 1; i <= from.length; i += 1) {
    beforePrevious = previousRow;
    previousRow = row;
    row = [i];
    let rowMinimum = i;
    for (let j = 1; j <= to.length; j += 1) {
      const cost = from[i - 1] === to[j - 1] ? 0 : 1;
      let value = Math.min((previousRow[j] as number) + 1, (row[j - 1] as number) + 1, (previousRow[j - 1] as number) + cost);
      if (i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1]) value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      row[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
  }
  return Math.min(row[to.length] as number, limit + 1);
}

/** How many edits a word of this length may carry and still count as the same word: none below 5 letters. */
export function typoAllowance({ length }: { length: number }): number {
  if (length < 5) return 0;
  return length < 9 ? 1 : 2;
}
