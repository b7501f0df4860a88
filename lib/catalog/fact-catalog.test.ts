import { describe, expect, it } from 'vitest';
import { buildFactCatalog, DISCLOSURE_FACT_ID, isCatalogFact } from '@/lib/catalog/fact-catalog';
import { LOCALES } from '@/lib/contracts';
import { buildChunks, profileSchema, type Profile } from '@/lib/knowledge';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';
import { profile, profileInput } from '@/test/fixtures/profiles/sample-profile';

const today = new Date('2026-11-30T00:00:00Z');
// Overviews of a whole section that the portfolio page does not show as one text: their parts are facts.
const CHUNKS_WITHOUT_FACT = new Set(['boundaries']);

describe.each([
  ['the sample fixture', profile],
  ['the second fixture person', secondPerson],
])('buildFactCatalog (%s)', (_, owner: Profile) => {
  const catalog = buildFactCatalog({ profile: owner });

  it('has a fact for every chunk of the profile, under the same id, with wording in every locale', () => {
    for (const chunk of buildChunks({ profile: owner, today })) {
      if (CHUNKS_WITHOUT_FACT.has(chunk.id)) continue;
      expect(isCatalogFact({ catalog, id: chunk.id }), chunk.id).toBe(true);
    }
    for (const fact of Object.values(catalog)) {
      for (const locale of LOCALES) expect(fact.text[locale].trim().length, `${fact.id} ${locale}`).toBeGreaterThan(0);
    }
  });

  it('uses the owner’s own texts as the approved wording', () => {
    const job = owner.experience[0]!;
    for (const locale of LOCALES) {
      expect(catalog['core-bio']?.text[locale]).toBe(owner.person.introduction[locale]);
      expect(catalog[DISCLOSURE_FACT_ID]?.text[locale]).toBe(owner.assistant.disclosure[locale]);
      for (const highlight of job.highlights) expect(catalog[`experience-${job.id}`]?.text[locale]).toContain(highlight[locale]);
      for (const boundary of owner.boundaries) expect(catalog[`boundary-${boundary.id}`]?.text[locale]).toBe(boundary.reply[locale]);
      for (const entry of owner.faq) expect(catalog[`faq-${entry.id}`]?.text[locale]).toBe(entry.answer[locale]);
    }
  });

  it('has no inherited members: only its own ids are facts', () => {
    for (const id of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) expect(isCatalogFact({ catalog, id })).toBe(false);
    expect(Object.getPrototypeOf(catalog)).toBeNull();
    expect(Object.isFrozen(catalog)).toBe(true);
  });
});

describe('fact ids', () => {
  it('survive harmless edits: reworded texts, reordered highlights, a new project', () => {
    const edited = profileSchema.parse({
      ...profileInput,
      person: { ...profileInput.person, introduction: { en: 'Reworded.', es: 'Otra forma.', fr: 'Reformulé.', de: 'Umformuliert.' } },
      experience: profileInput.experience.map((job) => ({ ...job, highlights: [...job.highlights].reverse() })),
      projects: [...profileInput.projects, { ...profileInput.projects[0]!, slug: 'new-side-project', name: 'Side project', thisAssistant: false }],
    });
    const before = Object.keys(buildFactCatalog({ profile }));
    const after = Object.keys(buildFactCatalog({ profile: edited }));
    expect(after.filter((id) => !before.includes(id))).toEqual(['project-new-side-project']);
    expect(before.filter((id) => !after.includes(id))).toEqual([]);
  });
});
