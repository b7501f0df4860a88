import { describe, expect, it } from 'vitest';
import { checkFit } from '@/lib/fit/check-fit';
import type { FitResult } from '@/lib/fit/fit-types';
import type { Locale } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import type { Profile } from '@/lib/knowledge';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';
import { profile as sample } from '@/test/fixtures/profiles/sample-profile';

const today = new Date('2026-11-30T12:00:00Z');

function check(jobDescription: string, { profile = sample, locale = 'en' }: { profile?: Profile; locale?: Locale } = {}): FitResult {
  return checkFit({ jobDescription, locale, profile, chunks: buildChunks({ profile, today }), today });
}

const row = (result: FitResult, fragment: string) => {
  const found = result.requirements.find((requirement) => requirement.text.includes(fragment));
  if (!found) throw new Error(`no requirement contains "${fragment}"`);
  return found;
};

const POSTING = `Senior Frontend Engineer

Requirements
- 5+ years of React
- 6+ years of TypeScript
- Kubernetes
- React Native or iOS
- Fluent English and German (C1)
- Remote within US time zones
- Experience in crypto trading platforms

Nice to have
- Experience with Storybook

What we offer
- A great salary`;

describe('checkFit against the sample fixture profile', () => {
  const result = check(POSTING);

  it('gives each requirement the verdict the profile supports', () => {
    expect(row(result, '5+ years of React').verdict).toBe('evidence');
    expect(row(result, 'TypeScript').verdict).toBe('partial');
    expect(row(result, 'Kubernetes').verdict).toBe('no_evidence');
    expect(row(result, 'React Native').verdict).toBe('not_offered');
    expect(row(result, 'German').verdict).toBe('partial');
    expect(row(result, 'US time zones').verdict).toBe('not_offered');
    expect(row(result, 'crypto').verdict).toBe('not_offered');
    expect(row(result, 'Storybook')).toMatchObject({ verdict: 'no_evidence', importance: 'nice', section: 'nice_to_have' });
  });

  it('quotes evidence from the profile in the visitor’s locale, linked to portfolio anchors', () => {
    const react = row(result, '5+ years of React');
    expect(react.evidence.length).toBeGreaterThan(0);
    for (const item of react.evidence) {
      expect(item.href).toMatch(/^\/en#(experience-|project-|skills|about|contact)/);
      const chunk = buildChunks({ profile: sample, today }).find((candidate) => candidate.id === item.chunkId);
      expect(chunk?.localizedText.en).toContain(item.quote.replace(/…$/, ''));
    }
    const spanish = check(POSTING, { locale: 'es' });
    expect(row(spanish, 'TypeScript').evidence[0]?.href).toMatch(/^\/es#/);
    expect(row(spanish, 'TypeScript').note).toMatch(/Se pide: 6 años/);
  });

  it('says what is missing instead of claiming it: gaps have no evidence and a note', () => {
    const gap = row(result, 'Kubernetes');
    expect(gap.evidence).toEqual([]);
    expect(gap.note).toMatch(/Kubernetes/);
    expect(row(result, 'TypeScript').note).toMatch(/6 years.*4 years and 8 months/);
  });

  it('skips benefits, computes coverage (partial counts half) and summarises in the locale', () => {
    expect(result.requirements.some((requirement) => /salary/.test(requirement.text))).toBe(false);
    const points = result.requirements.reduce((sum, requirement) => sum + (requirement.verdict === 'evidence' ? 1 : requirement.verdict === 'partial' ? 0.5 : 0), 0);
    expect(result.coverage).toBeCloseTo(points / result.requirements.length, 3);
    expect(result.summary).toMatch(/of 8 requirements/);
    expect(check(POSTING, { locale: 'de' }).summary).toMatch(/von 8 Anforderungen/);
  });

  it('is deterministic: identical input and profile give identical output', () => {
    expect(JSON.stringify(check(POSTING))).toBe(JSON.stringify(result));
  });

  it('never claims evidence for technologies the profile does not hold', () => {
    const unknown = ['Haskell', 'Elixir', 'Terraform', 'Snowflake', 'Kafka', 'Salesforce', 'SAP ABAP', 'Unity', 'Solidity', 'COBOL'];
    const far = check(`Requirements\n${unknown.map((name) => `- Experience with ${name}`).join('\n')}`);
    expect(far.requirements).toHaveLength(unknown.length);
    expect(far.requirements.filter((requirement) => requirement.verdict === 'evidence')).toEqual([]);
  });

  it('answers an empty or requirement-free text with no rows and a localized summary', () => {
    const empty = check('Hello there, how are you?', { locale: 'fr' });
    expect(empty).toEqual({ requirements: [], coverage: 0, summary: expect.stringMatching(/Aucune exigence/) });
  });
});

describe('checkFit against a different person', () => {
  it('derives every verdict from that profile, not from the sample person', () => {
    const result = check('Requirements\n- 3+ years of Python and SQL\n- Frontend development with React\n- Experience with Kafka\n- Sports betting platforms', { profile: secondPerson });
    expect(row(result, 'Python').verdict).toBe('evidence');
    expect(row(result, 'React').verdict).toBe('not_offered');
    expect(row(result, 'Kafka').verdict).toBe('evidence');
    expect(row(result, 'betting').verdict).toBe('not_offered');
    const sampleResult = check('Requirements\n- Experience with Kafka');
    expect(sampleResult.requirements[0]?.verdict).toBe('no_evidence');
  });
});
