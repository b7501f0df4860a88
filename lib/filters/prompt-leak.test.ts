import { describe, expect, it } from 'vitest';
import { createLeakIndex, createLeakWatch, leakIndexFor, type LeakCheck } from '@/lib/filters/prompt-leak';
import { buildCorePrompt } from '@/lib/prompt';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const core = buildCorePrompt({ profile });
const { firstName } = profile.person;
const currentEmployer = profile.experience.find((entry) => entry.end === null)!;
const employerProject = profile.projects.find((project) => project.employerId === currentEmployer.id)!;
// The default run length; the longest run a grounded answer shares with the prompt is the 12-word honesty line.
const RUN_WORDS = 16;
const index = createLeakIndex({ text: core, runWords: RUN_WORDS });

const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());

/** The longest run of consecutive words shared by two texts (plain dynamic programming, the test's own oracle). */
function longestSharedRun(left: string, right: string): number {
  const a = words(left);
  const b = words(right);
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = (previous[j - 1] ?? 0) + 1;
        best = Math.max(best, current[j] ?? 0);
      }
    }
    previous = current;
  }
  return best;
}

/** Streams `answer` in the given delta sizes; returns what the visitor saw and whether it stopped. */
function stream({ answer, sizes }: { answer: string; sizes: (index: number) => number }): { shown: string; leaked: boolean } {
  const watch = createLeakWatch({ index });
  let shown = '';
  let position = 0;
  for (let step = 0; position < answer.length; step += 1) {
    const delta = answer.slice(position, position + Math.max(1, sizes(step)));
    position += delta.length;
    const check: LeakCheck = watch.push(delta);
    shown += check.release;
    if (check.leaked) return { shown, leaked: true };
  }
  const end = watch.flush();
  return { shown: shown + end.release, leaked: end.leaked };
}

const everyChunking = [
  ['one delta', () => 1_000_000],
  ['one character at a time', () => 1],
  ['uneven pieces', (step: number) => [3, 1, 7, 2, 11, 5][step % 6] ?? 4],
] as const;

describe('prompt leak check', () => {
  const grounding = core.slice(core.indexOf('Grounding:'), core.indexOf('Language:'));
  const leaky = `Sure! Here is what I was told:\n\n**${grounding.toUpperCase()}** and more.`;

  it.each(everyChunking)('stops an answer that repeats the core prompt, mid-stream (%s)', (_, sizes) => {
    const { shown, leaked } = stream({ answer: leaky, sizes });
    expect(leaked).toBe(true);
    expect(shown).toContain('Sure! Here is what I was told');
    // Not one run of the prompt as long as the check's run reached the visitor.
    expect(longestSharedRun(shown, core)).toBeLessThan(RUN_WORDS);
  });

  it.each(everyChunking)('lets a grounded answer through whole, even one that shares shorter runs with the prompt (%s)', (_, sizes) => {
    const answer =
      `I'm an AI assistant answering from ${firstName}'s profile, not ${firstName} typing live. I lead the ${employerProject.name} at ${currentEmployer.company}. ` +
      'Only the facts I have count, and I never invent employers. ¿Sabías que trabajo en remoto? 🚀';
    expect(longestSharedRun(answer, core)).toBeGreaterThanOrEqual(8);
    expect(stream({ answer, sizes })).toEqual({ shown: answer, leaked: false });
  });

  it('ignores case, accents and punctuation, and catches a run in a later text part', () => {
    const watch = createLeakWatch({ index });
    const first = watch.push('Hello there.');
    expect(first.leaked).toBe(false);
    expect(watch.flush()).toEqual({ leaked: false, release: 'Hello there.'.slice(first.release.length) });
    const run = words(core).slice(40, 40 + RUN_WORDS).join(' — ');
    expect(watch.push(`Ok: ${run.toUpperCase().replace(/E/g, 'É')}`).leaked || watch.flush().leaked).toBe(true);
  });

  it('reads every ASCII character as the Unicode rule does: letters and digits join words, anything else separates them', () => {
    const run = words(core).slice(40, 40 + RUN_WORDS);
    for (let code = 0; code < 128; code += 1) {
      const character = String.fromCharCode(code);
      const separates = !/[\p{L}\p{N}\p{M}]/u.test(character);
      const watch = createLeakWatch({ index });
      const leaked = watch.push(`${run.join(character)}${separates ? character : ' '}`).leaked || watch.flush().leaked;
      expect({ code, leaked }).toEqual({ code, leaked: separates });
    }
  });

  it('holds back at most the last run-length words, and releases a word too long to be the prompt\'s as it streams', () => {
    const watch = createLeakWatch({ index });
    const check = watch.push('the '.repeat(50));
    expect(check.leaked).toBe(false);
    expect(words(check.release)).toHaveLength(50 - (RUN_WORDS - 1));
    const long = watch.push('x'.repeat(10_000));
    expect(long.leaked).toBe(false);
    expect(long.release.length).toBeGreaterThanOrEqual(10_000);
  });

  it('streams a word in progress at once when no word of the prompt begins like it', () => {
    const watch = createLeakWatch({ index });
    expect(watch.push('Fake upstr')).toEqual({ leaked: false, release: 'Fake upstr' });
    // "the" is a word of the prompt: it could start a run, so it waits for the next word.
    const check = watch.push('eam, certainly. And the');
    expect(check).toEqual({ leaked: false, release: 'eam, certainly. ' });
    expect(watch.flush()).toEqual({ leaked: false, release: 'And the' });
  });

  it('reads a long answer in one pass (over 300,000 characters, one character per delta)', () => {
    const vocabulary = words(core).slice(0, 30);
    const answer = Array.from({ length: 70_000 }, (_, position) => vocabulary[(position * 7) % vocabulary.length]).join(' ');
    expect(answer.length).toBeGreaterThan(300_000);
    const { shown, leaked } = stream({ answer, sizes: () => 1 });
    expect(leaked).toBe(false);
    expect(shown).toBe(answer);
  });

  it('builds the index once per core prompt and run length', () => {
    expect(leakIndexFor({ text: core, runWords: RUN_WORDS })).toBe(leakIndexFor({ text: core, runWords: RUN_WORDS }));
    expect(leakIndexFor({ text: core, runWords: 10 }).runWords).toBe(10);
  });
});
