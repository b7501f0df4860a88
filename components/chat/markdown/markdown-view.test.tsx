import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownView from '@/components/chat/markdown/markdown-view';

function render(text: string): string {
  return renderToStaticMarkup(<MarkdownView text={text} />);
}

describe('MarkdownView', () => {
  it('builds elements for the supported Markdown', () => {
    const html = render('Hi **there**\n\n1. one\n2. `two`');
    expect(html).toContain('<p>Hi <strong>there</strong></p>');
    expect(html).toMatch(/<ol start="1"[^>]*><li>one<\/li><li><code[^>]*>two<\/code><\/li><\/ol>/);
  });

  it('opens external links safely and site links in place', () => {
    expect(render('[GitHub](https://github.com/x)')).toMatch(/<a href="https:\/\/github.com\/x"[^>]*target="_blank" rel="noopener noreferrer">GitHub<\/a>/);
    const local = render('[contact](/en#contact)');
    expect(local).toMatch(/<a href="\/en#contact"[^>]*>contact<\/a>/);
    expect(local).not.toContain('target=');
  });

  it('never emits raw HTML, images or script URLs', () => {
    const html = render('<script>alert(1)</script> ![x](https://e.com/x.png) [y](javascript:alert(1))');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    const nested = render('[![x](https://e.com/x.png)](javascript:alert(1)) [z](JaVaScRiPt:alert(1)) [w](//evil.example)');
    expect(nested).not.toMatch(/<a|<img|javascript:|evil/i);
  });
});
