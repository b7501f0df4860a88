import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { checkKnowledge } from '@/lib/knowledge/check-knowledge';
import { InvalidProfileError, parseProfile, type ProfileInput } from '@/lib/knowledge/profile-schema';
import { defaultSiteLocale, siteLocaleOf, siteLocales } from '@/lib/knowledge/site-locales';
import { profile as sample } from '@/test/fixtures/profiles/sample-profile';
import { profile as twoLocales, profileInput as twoLocalesInput } from '@/test/fixtures/profiles/two-locales';

const today = new Date('2026-11-30T12:00:00Z');
const publicFileExists = () => false;

function edited(edit: (draft: ProfileInput) => void): ProfileInput {
  const draft = structuredClone(twoLocalesInput);
  edit(draft);
  return draft;
}

describe('the profile’s locales', () => {
  it('are all four, English first, when the profile declares none', () => {
    expect(siteLocales({ profile: sample })).toEqual(LOCALES);
    expect(defaultSiteLocale({ profile: sample })).toBe('en');
  });

  it('are the declared ones, the first the default', () => {
    expect(siteLocales({ profile: twoLocales })).toEqual(['en', 'fr']);
    expect(siteLocaleOf({ profile: twoLocales, value: 'fr' })).toBe('fr');
    expect(siteLocaleOf({ profile: twoLocales, value: 'es' })).toBeNull();
    expect(siteLocaleOf({ profile: twoLocales, value: 'xx' })).toBeNull();
    expect(defaultSiteLocale({ profile: parseProfile({ ...twoLocalesInput, locales: ['fr', 'en'] }) })).toBe('fr');
  });

  it('need texts in the declared locales only, and fill the others from the default', () => {
    expect(twoLocalesInput.person.headline).toEqual({ en: sample.person.headline.en, fr: sample.person.headline.fr });
    expect(twoLocales.person.headline).toEqual({ en: sample.person.headline.en, es: sample.person.headline.en, fr: sample.person.headline.fr, de: sample.person.headline.en });
    expect(twoLocales.faq[0]?.patterns.de).toEqual(sample.faq[0]?.patterns.en);
    expect(twoLocales.person.location.keywords.es).toEqual(twoLocales.person.location.keywords.en);
  });

  it('pass knowledge:check with texts in the two declared locales only', () => {
    const result = checkKnowledge({ profileInput: twoLocalesInput, today, maxChunkChars: 1200, publicFileExists });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('name each missing text of a declared locale by path, and no other', () => {
    const input = edited((draft) => {
      delete draft.person.headline.fr;
      const job = draft.experience[0];
      if (job) job.summary = { en: job.summary.en };
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(result.errors).toEqual([
      "person.headline.fr: missing (fr is one of the profile's locales: en, fr)",
      `experience[${input.experience[0]?.id}].summary.fr: missing (fr is one of the profile's locales: en, fr)`,
    ]);
    expect(() => parseProfile(input)).toThrow(InvalidProfileError);
  });

  it('ignore what an undeclared locale holds: it is never served', () => {
    const input = edited((draft) => {
      draft.person.headline.de = '';
    });
    expect(parseProfile(input).person.headline.de).toBe(sample.person.headline.en);
  });

  it('refuse an unknown, repeated or empty list of locales', () => {
    const problems = (locales: unknown) => checkKnowledge({ profileInput: { ...twoLocalesInput, locales }, today, maxChunkChars: 1200, publicFileExists }).errors;
    expect(problems(['en', 'it'])).toEqual([expect.stringMatching(/^locales\[1\]: /)]);
    expect(problems(['en', 'en'])).toEqual(['locales: list each locale once']);
    expect(problems([])).toEqual([expect.stringMatching(/^locales: /)]);
  });
});
