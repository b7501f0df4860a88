/**
 * The output leak check: an answer that repeats a long run of the core prompt word for word is stopped
 * before that run reaches the visitor. Runs of `runWords` consecutive words of the core prompt are hashed
 * once (a polynomial rolling hash over word hashes); the answer is read word by word as it streams, its
 * rolling hash looked up in that set and a hit confirmed word by word, so the check is linear in the answer.
 * Only text that could still belong to a run is held back (at most the last `runWords - 1` words, all of
 * them words of the prompt, and a word in progress that begins like one), so a stopped answer shows none of
 * the words that matched and an ordinary answer streams almost undelayed. It catches verbatim leaks only: a paraphrase or a translation of
 * the prompt is the prompt's and the classifier's job.
 */

// Words are letters and digits (with their combining marks, which may arrive in a later delta); case and
// accents are ignored, so "SYSTEM" and "system" match, and so do the words either side of an apostrophe.
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
// Below 2^26, so products of two residues stay exact in a double.
const MODULUS = 67_108_859;
const BASE = 1_000_003;

function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * One streamed character as `normalizeWord` folds it, or null when it is no word character. Answers are read
 * character by character, so ASCII (most of any answer) is folded by its code, without a Unicode regex or
 * a normalisation per character.
 */
function foldWordCharacter(character: string): string | null {
  const code = character.charCodeAt(0);
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return character;
    return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : null;
  }
  return WORD_CHARACTER.test(character) ? normalizeWord(character) : null;
}

/** FNV-1a over UTF-16 code units, reduced to the modulus. */
function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % MODULUS;
}

function splitPromptWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).map(normalizeWord).filter((word) => word.length > 0);
}

/** The core prompt prepared for the check: its words, and where each hashed run of `runWords` starts. */
export interface LeakIndex {
  runWords: number;
  words: readonly string[];
  vocabulary: ReadonlySet<string>;
  /** Every beginning of a word of the prompt: a word in progress that is not one can never match. */
  prefixes: ReadonlySet<string>;
  runStarts: ReadonlyMap<number, readonly number[]>;
  /** BASE^(runWords - 1) mod MODULUS: the weight of the word that leaves the window. */
  leavingWeight: number;
}

/** Hashes every run of `runWords` consecutive words of `text` (the core prompt). */
export function createLeakIndex({ text, runWords }: { text: string; runWords: number }): LeakIndex {
  const words = splitPromptWords(text);
  let leavingWeight = 1;
  for (let step = 1; step < runWords; step += 1) leavingWeight = (leavingWeight * BASE) % MODULUS;
  const runStarts = new Map<number, number[]>();
  let hash = 0;
  words.forEach((word, index) => {
    if (index >= runWords) hash = (hash - ((hashWord(words[index - runWords] ?? '') * leavingWeight) % MODULUS) + MODULUS) % MODULUS;
    hash = (hash * BASE + hashWord(word)) % MODULUS;
    if (index >= runWords - 1) {
      const starts = runStarts.get(hash) ?? [];
      starts.push(index - runWords + 1);
      runStarts.set(hash, starts);
    }
  });
  const vocabulary = new Set(words);
  const prefixes = new Set([...vocabulary].flatMap((word) => Array.from({ length: word.length }, (_, end) => word.slice(0, end + 1))));
  return { runWords, words, vocabulary, prefixes, runStarts, leavingWeight };
}

let cached: { text: string; runWords: number; index: LeakIndex } | undefined;

/** The index of the process's core prompt, built on first use and kept (the core prompt never changes at run time). */
export function leakIndexFor({ text, runWords }: { text: string; runWords: number }): LeakIndex {
  if (cached?.text !== text || cached.runWords !== runWords) cached = { text, runWords, index: createLeakIndex({ text, runWords }) };
  return cached.index;
}

/** What one piece of streamed answer gave: the text now safe to show and, when a run matched, the stop (`release` then ends before the run). */
export interface LeakCheck {
  leaked: boolean;
  release: string;
}

/** Reads one answer as it streams; `push` each text delta in order, `flush` at the end of a text part. */
export interface LeakWatch {
  push(delta: string): LeakCheck;
  /** Ends the last word and releases the held-back text (the answer or its text part ended). */
  flush(): LeakCheck;
}

export function createLeakWatch({ index }: { index: LeakIndex }): LeakWatch {
  const { runWords } = index;
  // The trailing words that are all words of the prompt: only they can be part of a run.
  const window: { word: string; hash: number }[] = [];
  let rollingHash = 0;
  let held = '';
  // Offsets in `held` where the held complete words start, oldest first (at most runWords - 1 of them).
  let heldWordStarts: number[] = [];
  let partialStart: number | null = null;
  // The word in progress, normalised as it grows, and whether it can no longer become a word of the prompt.
  let partial = '';
  let partialDead = false;
  let leaked = false;

  /** Stops the watch; the text before the matching run's first word is still safe to show. */
  const stop = (): LeakCheck => {
    leaked = true;
    const runStart = heldWordStarts[heldWordStarts.length - runWords] ?? 0;
    const release = held.slice(0, runStart);
    held = '';
    return { leaked: true, release };
  };

  const breakRun = () => {
    window.length = 0;
    rollingHash = 0;
  };

  const matchesPrompt = (): boolean => {
    const starts = index.runStarts.get(rollingHash);
    if (!starts) return false;
    const recent = window.slice(-runWords).map((entry) => entry.word);
    return starts.some((start) => recent.every((word, offset) => index.words[start + offset] === word));
  };

  /** Ends the current word; true when it completes a run of the prompt. */
  const completeWord = (): boolean => {
    const word = partial;
    const start = partialStart ?? 0;
    const dead = partialDead;
    partial = '';
    partialStart = null;
    partialDead = false;
    if (dead || !index.vocabulary.has(word)) {
      breakRun();
      heldWordStarts = [];
      return false;
    }
    const hash = hashWord(word);
    if (window.length >= runWords) {
      const leaving = window.shift();
      rollingHash = (rollingHash - ((leaving?.hash ?? 0) * index.leavingWeight) % MODULUS + MODULUS) % MODULUS;
    }
    window.push({ word, hash });
    rollingHash = (rollingHash * BASE + hash) % MODULUS;
    heldWordStarts.push(start);
    return window.length >= runWords && matchesPrompt();
  };

  const releaseSafeText = (): string => {
    if (heldWordStarts.length > runWords - 1) heldWordStarts = heldWordStarts.slice(heldWordStarts.length - (runWords - 1));
    const keepFrom = heldWordStarts[0] ?? (partialDead ? null : partialStart) ?? held.length;
    const release = held.slice(0, keepFrom);
    held = held.slice(keepFrom);
    heldWordStarts = heldWordStarts.map((start) => start - keepFrom);
    if (partialStart !== null) partialStart -= keepFrom;
    return release;
  };

  return {
    push(delta) {
      if (leaked) return { leaked: true, release: '' };
      const offset = held.length;
      held += delta;
      let position = offset;
      for (const character of delta) {
        const folded = foldWordCharacter(character);
        if (folded !== null) {
          if (partialStart === null) partialStart = position;
          if (!partialDead) {
            partial += folded;
            // No word of the prompt begins like this: the run is broken here, so nothing before it needs holding,
            // and the word itself streams on (holding an endless "word" could grow without bound).
            if (partial !== '' && !index.prefixes.has(partial)) {
              partialDead = true;
              partial = '';
              breakRun();
              heldWordStarts = [];
            }
          }
        } else if (partialStart !== null && completeWord()) {
          return stop();
        }
        position += character.length;
      }
      return { leaked: false, release: releaseSafeText() };
    },
    flush() {
      if (leaked) return { leaked: true, release: '' };
      if (partialStart !== null && completeWord()) return stop();
      const release = held;
      held = '';
      heldWordStarts = [];
      return { leaked: false, release };
    },
  };
}
