import { describe, expect, it } from 'vitest';
import { cleanVisitorText, escapeForTerminal, terminalSafeJson } from '@/lib/visitor-requests/visitor-text';

describe('clean text at the door', () => {
  it('drops C0 and C1 controls and bidi overrides from one-line fields; line breaks become spaces', () => {
    expect(cleanVisitorText({ text: 'Bob\r\nBcc: all@example.org', multiline: false })).toBe('Bob Bcc: all@example.org');
    expect(cleanVisitorText({ text: 'A\u0000B\u001b[31mC\u0085D\u009bE\u007f', multiline: false })).toBe('AB[31mC DE');
    expect(cleanVisitorText({ text: 'evil\u202egnp.exe\u2066x\u2069', multiline: false })).toBe('evilgnp.exex');
    expect(cleanVisitorText({ text: 'R-AAAAAA\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007', multiline: false })).toBe('R-AAAAAA]8;;https://evil.examplelink]8;;');
    expect(cleanVisitorText({ text: 'Ana\tMaría', multiline: false })).toBe('Ana María');
  });

  it('keeps newlines in the message only, as "\\n", and keeps bidi marks that right-to-left names need', () => {
    expect(cleanVisitorText({ text: 'Hi,\r\nline two\rline three\u2028four', multiline: true })).toBe('Hi,\nline two\nline three\nfour');
    expect(cleanVisitorText({ text: 'a\u0000\u001b\u202db', multiline: true })).toBe('ab');
    expect(cleanVisitorText({ text: 'שלום\u200f Dana', multiline: false })).toBe('שלום\u200f Dana');
  });
});

describe('the owner’s CLI escapes whatever it prints', () => {
  it('shows controls, line breaks and bidi characters as visible escapes', () => {
    expect(escapeForTerminal({ text: 'Bob\r\nR-AAAAAA  intro_call  confirmed\u001b]8;;x\u0007\u202e' })).toBe('Bob\\x0d\\x0aR-AAAAAA  intro_call  confirmed\\x1b]8;;x\\x07\\u202e');
    expect(escapeForTerminal({ text: 'Zoë Müller' })).toBe('Zoë Müller');
  });

  it('writes JSON whose strings carry no raw C1 control or bidi override, and parses back to the same value', () => {
    const value = { name: 'a\u0085b\u202ec\u2028d\u001b' };
    const text = terminalSafeJson(value);
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u202e]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
