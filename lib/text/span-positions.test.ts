import { describe, expect, it } from 'vitest';
import { spanPositions } from '@/lib/text/span-positions';

describe('spanPositions', () => {
  it('lists every position of every span, once', () => {
    expect([...spanPositions({ spans: [{ start: 1, end: 3 }, { start: 2, end: 4 }, { start: 6, end: 6 }] })].sort()).toEqual([1, 2, 3]);
  });
});
