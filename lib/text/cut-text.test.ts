import { describe, expect, it } from 'vitest';
import { cutText } from '@/lib/text/cut-text';

describe('cutText', () => {
  it('returns short text unchanged', () => {
    expect(cutText({ text: 'short', maxChars: 5 })).toBe('short');
  });

  it('keeps the start and ends with an ellipsis within the limit', () => {
    const cut = cutText({ text: 'abcdefghij', maxChars: 6 });
    expect(cut).toBe('abcde…');
    expect(cut.length).toBe(6);
  });

  it('keeps the end and starts with an ellipsis when asked', () => {
    expect(cutText({ text: 'abcdefghij', maxChars: 4, keep: 'end' })).toBe('…hij');
  });

  it('never leaves half of a surrogate pair', () => {
    const cut = cutText({ text: `ab${'😀'.repeat(5)}`, maxChars: 4 });
    expect(cut).toBe('ab…');
    expect(cutText({ text: `${'😀'.repeat(5)}`, maxChars: 4, keep: 'end' })).toBe('…😀');
  });

  it('returns an empty string when not even one character and the ellipsis fit', () => {
    expect(cutText({ text: 'abc', maxChars: 1 })).toBe('');
    expect(cutText({ text: 'abc', maxChars: 0, keep: 'end' })).toBe('');
  });
});
