import { describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { profileSchema, type ProfileInput } from '@/lib/knowledge';
import { profileInput } from '@/test/fixtures/profiles/sample-profile';
import { canonicalFactsBlock, matchCanonicalFaq } from '@/lib/retrieval/canonical-faq';

describe('matchCanonicalFaq', () => {
  it.each([
    ['Who are you?', 'who-are-you'],
    ['¿Quién eres?', 'who-are-you'],
    ['Qui êtes-vous ?', 'who-are-you'],
    ['Erzähl mir von dir', 'who-are-you'],
    ['Why an AI on your portfolio?', 'why-ai'],
    ['¿Por qué una IA en tu portafolio?', 'why-ai'],
    ['What are your main strengths?', 'main-strengths'],
    ['Was sind deine größten Stärken?', 'main-strengths'],
    ['Do you have frontend-heavy experience?', 'frontend-heavy'],
    ['¿Tienes experiencia en frontend?', 'frontend-heavy'],
  ])('matches %j to %s', (question, id) => {
    expect(matchCanonicalFaq({ question, profile })?.id).toBe(id);
  });

  it('tries every locale’s patterns whatever language the page is in', () => {
    expect(matchCanonicalFaq({ question: 'Wer bist du? (asked on the English page)', profile })?.id).toBe('who-are-you');
  });

  it('returns null when no pattern matches', () => {
    const pastEmployer = profile.experience.find((job) => job.end !== null)!.company;
    expect(matchCanonicalFaq({ question: `How long were you at ${pastEmployer}?`, profile })).toBeNull();
  });

  it('returns the localized answer and an English facts block', () => {
    const hit = matchCanonicalFaq({ question: 'What are your main strengths?', profile });
    expect(hit?.answer).toEqual(profile.faq.find((entry) => entry.id === 'main-strengths')?.answer);
    expect(hit?.facts.startsWith('### Canonical facts\n- ')).toBe(true);
    expect(hit?.facts).toContain('6 engineers mentored');
  });

  it('uses the patterns of the profile it is given', () => {
    const input: ProfileInput = {
      ...profileInput,
      faq: [{ ...profileInput.faq[0]!, id: 'custom', patterns: { en: ['\\bpineapple\\b'], es: ['\\bpina\\b'], fr: ['\\bananas\\b'], de: ['\\bananas\\b'] } }],
    };
    const custom = profileSchema.parse(input);
    expect(matchCanonicalFaq({ question: '¿Te gusta la piña?', profile: custom })?.id).toBe('custom');
    expect(matchCanonicalFaq({ question: 'Who are you?', profile: custom })).toBeNull();
  });
});

describe('canonicalFactsBlock', () => {
  it('puts each sentence on its own bullet without splitting inside names like Next.js', () => {
    expect(canonicalFactsBlock({ answer: 'Yes. I use Next.js daily. “Quoted” too!' })).toBe(
      '### Canonical facts\n- Yes.\n- I use Next.js daily.\n- “Quoted” too!',
    );
  });
});
