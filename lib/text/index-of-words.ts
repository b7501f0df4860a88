/** Start index of `form`'s words in `words`, exactly (the first start where `accept` agrees), or -1; an empty form is at 0. */
export function indexOfWords({ words, form, accept = () => true }: { words: readonly string[]; form: readonly string[]; accept?: (start: number) => boolean }): number {
  for (let start = 0; start + form.length <= words.length; start += 1) {
    if (form.every((word, offset) => words[start + offset] === word) && accept(start)) return start;
  }
  return -1;
}
