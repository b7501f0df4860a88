import { describe, expect, it } from 'vitest';
import { parseInline } from '@/components/chat/markdown/parse-inline';
import { parseMarkdown } from '@/components/chat/markdown/parse-markdown';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseInline', () => {
  it('reads bold, italic and inline code', () => {
    expect(parseInline({ text: 'I **led** the *payments* team using `TypeScript`.' })).toEqual([
      text('I '),
      { type: 'strong', children: [text('led')] },
      text(' the '),
      { type: 'emphasis', children: [text('payments')] },
      text(' team using '),
      { type: 'code', text: 'TypeScript' },
      text('.'),
    ]);
    expect(parseInline({ text: '__bold__ and _italic_' })).toEqual([
      { type: 'strong', children: [text('bold')] },
      text(' and '),
      { type: 'emphasis', children: [text('italic')] },
    ]);
  });

  it('leaves underscores inside words, lone stars and unclosed markers as text', () => {
    expect(parseInline({ text: 'snake_case_name, 2 * 3 and **open' })).toEqual([text('snake_case_name, 2 * 3 and **open')]);
  });

  it('nests emphasis inside strong', () => {
    expect(parseInline({ text: '**very *much* so**' })).toEqual([
      { type: 'strong', children: [text('very '), { type: 'emphasis', children: [text('much')] }, text(' so')] },
    ]);
  });

  it('keeps allowed links and marks external ones', () => {
    expect(parseInline({ text: 'See [my projects](/en#projects) or [GitHub](https://github.com/example "title").' })).toEqual([
      text('See '),
      { type: 'link', href: '/en#projects', external: false, children: [text('my projects')] },
      text(' or '),
      { type: 'link', href: 'https://github.com/example', external: true, children: [text('GitHub')] },
      text('.'),
    ]);
  });

  it('drops unsafe link targets and images, keeping their words', () => {
    expect(parseInline({ text: '[click](javascript:alert(1)) ![a cat](https://example.com/cat.png)' })).toEqual([text('click'), text(' a cat')]);
  });

  it('reads an image inside a link label as its alt text, whatever the link target', () => {
    expect(parseInline({ text: '[![logo](https://example.com/logo.png)](javascript:alert(1))' })).toEqual([text('logo')]);
    expect(parseInline({ text: '[![logo](https://example.com/logo.png) site](https://example.com)' })).toEqual([
      { type: 'link', href: 'https://example.com/', external: true, children: [text('logo site')] },
    ]);
  });

  it('keeps raw HTML as plain text and honours escapes', () => {
    expect(parseInline({ text: '<img src=x onerror=alert(1)> \\*not italic\\*' })).toEqual([text('<img src=x onerror=alert(1)> *not italic*')]);
  });

  it('turns single newlines into line breaks', () => {
    expect(parseInline({ text: 'one\ntwo' })).toEqual([text('one'), { type: 'break' }, text('two')]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs and lists', () => {
    const blocks = parseMarkdown({ text: 'I build:\n\n- web apps\n- **AI** tools\n\n3. first\n4. second\n\nThanks.' });
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('I build:')] },
      { type: 'list', ordered: false, start: 1, items: [[text('web apps')], [{ type: 'strong', children: [text('AI')] }, text(' tools')]] },
      { type: 'list', ordered: true, start: 3, items: [[text('first')], [text('second')]] },
      { type: 'paragraph', children: [text('Thanks.')] },
    ]);
  });

  it('continues an item on an indented line and starts a list right after a paragraph line', () => {
    expect(parseMarkdown({ text: 'Projects:\n* Northwind,\n  a ledger\nDone' })).toEqual([
      { type: 'paragraph', children: [text('Projects:')] },
      { type: 'list', ordered: false, start: 1, items: [[text('Northwind, a ledger')]] },
      { type: 'paragraph', children: [text('Done')] },
    ]);
  });

  it('shows headings as bold paragraphs, fenced code verbatim and an unclosed fence as code', () => {
    expect(parseMarkdown({ text: '## Skills\n```\nconst a = **1**;\n```\n```\npartial' })).toEqual([
      { type: 'paragraph', children: [{ type: 'strong', children: [text('Skills')] }] },
      { type: 'code-block', text: 'const a = **1**;' },
      { type: 'code-block', text: 'partial' },
    ]);
  });

  it('renders nothing for empty text', () => {
    expect(parseMarkdown({ text: '' })).toEqual([]);
  });
});
