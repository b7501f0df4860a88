import { describe, expect, it } from 'vitest';
import { addressesIn, placeholderKind } from '@/lib/knowledge/placeholder-addresses';

describe('placeholderKind', () => {
  it.each([
    ['you@example.com', 'reserved'],
    ['https://git.example.org/me', 'reserved'],
    ['https://example.net', 'reserved'],
    ['me@mail.test', 'reserved'],
    ['https://site.invalid/x', 'reserved'],
    ['https://todo.example.com/github', 'todo'],
    ['https://todo', 'todo'],
    ['jan@novak.dev', null],
    ['https://github.com/jan', null],
    ['https://counterexample.com', null],
    ['https://example.com.au', null],
    ['not an address', null],
  ])('%s → %s', (address, kind) => {
    expect(placeholderKind({ address })).toBe(kind);
  });
});

describe('addressesIn', () => {
  it('finds the web and email addresses inside a text, without trailing punctuation', () => {
    expect(addressesIn({ text: 'Email me at you@example.com, or see https://todo.example.com/cv.' })).toEqual(['https://todo.example.com/cv', 'you@example.com']);
    expect(addressesIn({ text: '(https://git.example.com/a/b)' })).toEqual(['https://git.example.com/a/b']);
    expect(addressesIn({ text: 'No address here.' })).toEqual([]);
  });
});
