import { describe, expect, it } from 'vitest';
import { clipText } from '@/components/chat/clip-text';

describe('clipText', () => {
  it('keeps short text, trimmed', () => {
    expect(clipText({ text: '  Hello  ', maxChars: 10 })).toBe('Hello');
  });

  it('cuts long text to the limit, the ellipsis included', () => {
    const clipped = clipText({ text: 'abcdefghijklmnop', maxChars: 8 });
    expect(clipped).toBe('abcdefg…');
    expect(clipped.length).toBe(8);
  });
});
