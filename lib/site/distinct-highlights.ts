/** Share of a highlight's words that, once found in the summary, make the highlight a mere restatement. */
const RESTATEMENT_SHARE = 0.8;

function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
}

/**
 * The highlights worth showing beside a summary: those that add something. A highlight whose words are
 * (nearly) all in the summary only repeats it, and a page or CV that says everything twice reads as padding.
 * The chat still uses every highlight: this only decides what is printed.
 */
export function distinctHighlights({ summary, highlights }: { summary: string; highlights: string[] }): string[] {
  const summaryWords = new Set(words(summary));
  return highlights.filter((highlight) => {
    const highlightWords = words(highlight);
    if (highlightWords.length === 0) return false;
    const repeated = highlightWords.filter((word) => summaryWords.has(word)).length;
    return repeated / highlightWords.length < RESTATEMENT_SHARE;
  });
}
