import { describe, expect, it } from 'vitest';
import { safeHref } from '@/components/chat/markdown/safe-href';

describe('safeHref', () => {
  it('allows https, mailto and site-relative links', () => {
    expect(safeHref({ href: 'https://example.com/a?b=1' })).toEqual({ href: 'https://example.com/a?b=1', external: true });
    expect(safeHref({ href: 'mailto:sam.rivera@example.com' })).toEqual({ href: 'mailto:sam.rivera@example.com', external: true });
    expect(safeHref({ href: '/en#contact' })).toEqual({ href: '/en#contact', external: false });
    expect(safeHref({ href: '#projects' })).toEqual({ href: '#projects', external: false });
  });

  it('refuses scripts, data, plain http and protocol-relative links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'VBScript:msgbox',
      'JaVaScRiPt:alert(1)',
      '\u00a0javascript:alert(1)',
      '\u0001javascript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      '%6Aavascript:alert(1)',
      'https:\\\\evil.example',
      'ftp://example.com/file',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'relative/path',
      '',
    ]) {
      expect(safeHref({ href }), href).toBeNull();
    }
  });
});
