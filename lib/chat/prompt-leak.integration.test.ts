import { describe, expect, it } from 'vitest';
import { buildCorePrompt } from '@/lib/prompt';
import { readStreamParts, streamedText } from '@/test/chat-test-dependencies';
import { pipelineAgainstFake, withFakeUpstream } from '@/test/fake-upstream/with-fake-upstream';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const currentFake = withFakeUpstream();

const corePrompt = buildCorePrompt({ profile });
const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());

/** True when `text` holds `length` consecutive words of the core prompt. */
function repeatsCore({ text, length }: { text: string; length: number }): boolean {
  const core = words(corePrompt);
  const runs = new Set(core.map((_, start) => core.slice(start, start + length).join(' ')).filter((run) => run.split(' ').length === length));
  const answer = words(text);
  return answer.some((_, start) => runs.has(answer.slice(start, start + length).join(' ')));
}

function leakPipeline(environment: Record<string, string> = {}) {
  const { ask, metrics } = pipelineAgainstFake({ fake: currentFake(), environment, profile });
  return { ask: async (body: Record<string, unknown>) => ask(body), metrics };
}

describe('output leak check against a fake upstream that recites the core prompt mid-stream', () => {
  it.each([
    ['the default run length', {}, 16],
    ['a shorter configured run', { CHAT_LEAK_RUN_WORDS: '8' }, 8],
  ])('stops the answer with the notice before the run reaches the visitor (%s)', async (_, environment, runWords) => {
    const { ask, metrics } = leakPipeline({ ...environment, CHAT_SKIP_CLASSIFIER: '1' });
    const parts = await readStreamParts(await ask({ message: 'What did you build at your current job? [[fake:echo-system]]', locale: 'fr' }));

    const shown = streamedText(parts);
    expect(shown).toContain('Fake upstream answer');
    expect(repeatsCore({ text: shown, length: runWords })).toBe(false);
    expect(parts.find((part) => part.type === 'data-mode')).toMatchObject({ data: { mode: 'model' } });
    expect(parts.filter((part) => part.type === 'data-notice')).toEqual([{ type: 'data-notice', data: { notice: 'leak_stopped' } }]);
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: 'content-filter' });
    expect(parts.some((part) => part.type === 'error')).toBe(false);
    // Every text part that started also ended, so the page's message is complete.
    expect(parts.filter((part) => part.type === 'text-start').length).toBe(parts.filter((part) => part.type === 'text-end').length);

    const line = JSON.parse(metrics[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ outcome: 'leak_stopped', mode: 'model' });
    expect(metrics[0]).not.toContain('Grounding');
    expect(metrics[0]).not.toContain(profile.person.name);
  });

  it('lets an ordinary answer through unchanged', async () => {
    const { ask, metrics } = leakPipeline();
    currentFake().setBehaviour({ stream: { kind: 'answer', text: `${profile.assistant.disclosure.en} ${profile.experience[0]?.summary.en}`, chunkChars: 3 } });
    const parts = await readStreamParts(await ask({ message: 'Are you a bot?', locale: 'en' }));
    expect(streamedText(parts)).toBe(`${profile.assistant.disclosure.en} ${profile.experience[0]?.summary.en}`);
    expect(parts.some((part) => part.type === 'data-notice')).toBe(false);
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'completed' });
  });
});
