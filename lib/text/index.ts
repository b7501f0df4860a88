/**
 * Language-aware text processing: folding, tokenizing, stemming and stopwords per locale, token
 * estimates and cutting text at a word. Knows languages, never a person. Imports contracts.
 */
export { editDistance, typoAllowance } from '@/lib/text/edit-distance';
export { cutText } from '@/lib/text/cut-text';
export { estimateTokens } from '@/lib/text/estimate-tokens';
export { indexOfWords } from '@/lib/text/index-of-words';
export { spanPositions } from '@/lib/text/span-positions';
export { isSeveralWord, numberWordValue } from '@/lib/text/number-words';
export { isStopword } from '@/lib/text/stopwords';
export { foldText, isContentWord, splitWords, tokenize, withoutSpelledUmlauts, wordVariants } from '@/lib/text/tokenize';
