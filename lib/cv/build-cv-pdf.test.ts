import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCvPdf, type CvHeadings } from '@/lib/cv/build-cv-pdf';
import { LOCALES, type Locale } from '@/lib/contracts';
import { profile } from '@/test/fixtures/profiles/sample-profile';

/** Headings as a page passes them (the dictionary's words); here simply distinct per locale. */
const headings = (locale: Locale): CvHeadings => ({
  summary: `Summary-${locale}`,
  experience: `Experience-${locale}`,
  projects: `Projects-${locale}`,
  skills: `Skills-${locale}`,
  education: `Education-${locale}`,
  languages: `Languages-${locale}`,
  present: `present-${locale}`,
  builtAt: `built at-${locale}`,
});

const folder = mkdtempSync(join(tmpdir(), 'cv-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** poppler-utils reads the file back as a PDF reader would (scripts/install-system-deps.sh installs it). */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', file: string): string {
  const args = tool === 'pdftotext' ? ['-layout', file, '-'] : [file];
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${tool} failed (install poppler-utils: bash scripts/install-system-deps.sh): ${String(error)}`);
  }
}

async function writeCv(locale: Locale): Promise<string> {
  const pdf = await buildCvPdf({ profile, locale, headings: headings(locale), now: new Date('2026-11-30T12:00:00Z') });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = join(folder, `cv-${locale}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

describe('buildCvPdf', () => {
  it.each(LOCALES)('writes a one- or two-page CV with selectable text in %s', async (locale) => {
    const file = await writeCv(locale);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', file))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    const text = poppler('pdftotext', file).replace(/\s+/g, ' ');
    expect(text).toContain(profile.person.name);
    expect(text).toContain(profile.person.headline[locale]);
    for (const title of Object.values(headings(locale)).filter((value) => !/present|built at/.test(value))) expect(text).toContain(title.toLocaleUpperCase());
    for (const job of profile.experience) expect(text).toContain(job.company);
    expect(text).toContain(profile.contact.email);
    expect(text).toContain(profile.experience[0]!.summary[locale].slice(0, 40));
  });

  it('embeds every font it uses', async () => {
    const fonts = poppler('pdffonts', await writeCv('de'))
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name type encoding emb sub uni object ID; "emb" must be yes for each.
    for (const line of fonts) expect(line.split(/\s+/).slice(-5)[0], line).toBe('yes');
  });

  it('is reproducible for the same input and time', async () => {
    const options = { profile, locale: 'fr' as const, headings: headings('fr'), now: new Date('2026-11-30T12:00:00Z') };
    const [first, second] = await Promise.all([buildCvPdf(options), buildCvPdf(options)]);
    expect(first.equals(second)).toBe(true);
  });
});
