import { describe, expect, it } from 'vitest';
import { createLeakFilter } from '@/lib/chat/leak-filter';
import { createLeakIndex } from '@/lib/filters';

const prompt = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen';
const index = createLeakIndex({ text: prompt, runWords: 8 });

describe('createLeakFilter', () => {
  it('holds back the trailing prompt words and releases them at the end of the text part', () => {
    const filter = createLeakFilter({ index });
    const first = filter.filter({ type: 'text-delta', id: 't', delta: 'Hello one two three ' });
    expect(first).toEqual({ parts: [{ type: 'text-delta', id: 't', delta: 'Hello ' }], leaked: false });
    expect(filter.filter({ type: 'text-end', id: 't' })).toEqual({
      parts: [{ type: 'text-delta', id: 't', delta: 'one two three ' }, { type: 'text-end', id: 't' }],
      leaked: false,
    });
  });

  it('ends the text part before a run of the prompt and reports the stop', () => {
    const filter = createLeakFilter({ index });
    const result = filter.filter({ type: 'text-delta', id: 't', delta: 'Sure: one two three four five six seven eight nine' });
    expect(result).toEqual({ parts: [{ type: 'text-delta', id: 't', delta: 'Sure: ' }, { type: 'text-end', id: 't' }], leaked: true });
  });

  it('shows the held-back words before an upstream error, and passes other parts through', () => {
    const filter = createLeakFilter({ index });
    filter.filter({ type: 'text-delta', id: 't', delta: 'Partial answer one two ' });
    expect(filter.filter({ type: 'error', errorText: 'failed' })).toEqual({
      parts: [{ type: 'text-delta', id: 't', delta: 'one two ' }, { type: 'error', errorText: 'failed' }],
      leaked: false,
    });
    expect(filter.filter({ type: 'finish-step' })).toEqual({ parts: [{ type: 'finish-step' }], leaked: false });
  });
});
