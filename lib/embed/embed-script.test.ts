import { gzipSync } from 'node:zlib';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { embedCopy } from '@/lib/embed/embed-copy';
import { EMBED_PANEL_PATH, embedScript } from '@/lib/embed/embed-script';

/** Contracts §10: embed.js is at most 8 KB gzip. */
const EMBED_GZIP_BUDGET_BYTES = 8 * 1024;

const source = embedScript({ locales: LOCALES, copy: embedCopy(), origins: ['https://blog.example'] });

describe('embedScript', () => {
  it(`stays within ${EMBED_GZIP_BUDGET_BYTES} bytes gzip (contracts §10)`, () => {
    const gzipped = gzipSync(Buffer.from(source), { level: 9 }).length;
    console.info(`embed.js: ${Buffer.byteLength(source)} bytes, ${gzipped} bytes gzip (budget ${EMBED_GZIP_BUDGET_BYTES})`);
    expect(gzipped).toBeLessThanOrEqual(EMBED_GZIP_BUDGET_BYTES);
  });

  it('is one valid script with every locale’s launcher copy and the embedded page’s path', () => {
    expect(() => new Script(source)).not.toThrow();
    for (const locale of LOCALES) expect(source).toContain(JSON.stringify(embedCopy()[locale]));
    expect(source).toContain(`"path":"${EMBED_PANEL_PATH}"`);
    expect(source).not.toContain('__CONFIG__');
  });

  it('carries only the locales it is given, the first being the default', () => {
    const copy = embedCopy();
    const only = embedScript({ locales: ['fr', 'en'], copy, origins: [] });
    expect(only).toContain('"locales":["fr","en"]');
    expect(only).not.toContain(JSON.stringify(copy.de));
  });

  it('cannot be broken out of by copy that contains markup or replacement patterns', () => {
    const copy = embedCopy();
    const hostile = embedScript({ locales: ['en'], copy: { ...copy, en: { launcher: '</script><b>$&', dialog: "$' x", frame: '`${x}`' } }, origins: [] });
    expect(hostile).not.toContain('</script>');
    expect(hostile).toContain('\\u003c/script>\\u003cb>$&');
    expect(() => new Script(hostile)).not.toThrow();
  });

  it('carries the origins allowed to show the chat, and shows nothing on any other', () => {
    expect(source).toContain('"origins":["https://blog.example"]');
    expect(source).toMatch(/config\.origins\.indexOf\(location\.origin\) < 0/);
    expect(source).toContain('is not in CHAT_EMBED_ORIGINS');
  });

  it('sets no cookie and talks to no one but this site', () => {
    expect(source).not.toMatch(/document\.cookie|localStorage|sessionStorage|fetch\(|XMLHttpRequest|sendBeacon|https?:\/\/(?!www\.w3\.org\/2000\/svg|blog\.example")/);
  });
});
