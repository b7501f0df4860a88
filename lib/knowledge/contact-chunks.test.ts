import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { contactChunk } from '@/lib/knowledge/contact-chunks';
import { profileSchema } from '@/lib/knowledge/profile-schema';
import { profile as sampleProfile } from '@/test/fixtures/profiles/sample-profile';

const today = new Date('2026-11-30T12:00:00Z');

/** The Markdown links of a text, as [label, href] pairs. */
function links(text: string): [string, string][] {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => [match[1] ?? '', match[2] ?? '']);
}

describe('contactChunk', () => {
  it('offers the email as a mailto link, every profile link and the CV of the locale', () => {
    const chunk = contactChunk({ profile: sampleProfile, today });
    const { email, links: profileLinks } = sampleProfile.contact;
    for (const locale of LOCALES) {
      const hrefs = links(chunk.text[locale]).map(([, href]) => href);
      expect(hrefs).toEqual([`mailto:${email}`, profileLinks?.github, profileLinks?.linkedin, profileLinks?.website, `/${locale}/cv.pdf`]);
      expect(chunk.text[locale]).toContain(sampleProfile.contact.note[locale]);
    }
  });

  it('leaves the links sentence out when the profile has no links', () => {
    const withoutLinks = profileSchema.parse({ ...sampleProfile, contact: { email: sampleProfile.contact.email, note: sampleProfile.contact.note } });
    const chunk = contactChunk({ profile: withoutLinks, today });
    for (const locale of LOCALES) {
      expect(links(chunk.text[locale]).map(([, href]) => href)).toEqual([`mailto:${withoutLinks.contact.email}`, `/${locale}/cv.pdf`]);
    }
  });

  it('is found by visitors asking for a CV, a résumé, GitHub or LinkedIn', () => {
    const keywords = contactChunk({ profile: sampleProfile, today }).keywords;
    for (const word of ['cv', 'résumé', 'lebenslauf', 'github', 'linkedin']) expect(keywords).toContain(word);
  });
});
