import { describe, expect, it } from 'vitest';
import { formatCoverage, formatFitMarkdown, formatMatches } from '@/lib/fit/format-fit-markdown';
import type { FitResult } from '@/lib/fit/fit-types';
import { getDictionary } from '@/lib/i18n';

const result: FitResult = {
  requirements: [
    {
      text: 'React | TypeScript',
      verdict: 'evidence',
      importance: 'must',
      section: 'requirements',
      evidence: [{ chunkId: 'experience-a', title: 'A — Engineer', href: '/en#experience-a', quote: 'Built it\nwith React.' }],
      matches: [{ asked: 'React', found: 'React' }, { asked: 'TypeScript', found: 'TS' }],
    },
    { text: 'Kubernetes', verdict: 'no_evidence', importance: 'nice', section: 'nice_to_have', evidence: [], note: 'Not shown in the profile: Kubernetes.', matches: [{ asked: 'Kubernetes', found: null }] },
    { text: 'A calm mind', verdict: 'no_evidence', importance: 'must', section: 'requirements', evidence: [], note: 'The profile does not mention this.', matches: [] },
  ],
  coverage: 0.5,
  summary: 'Evidence in the profile: 1 of 2 requirements (0 partly).',
};

describe('formatFitMarkdown', () => {
  it('renders the summary, the coverage and one escaped row per requirement with absolute evidence links', () => {
    const markdown = formatFitMarkdown({ result, locale: 'en', copy: getDictionary({ locale: 'en' }).page.fit, origin: 'https://owner.example' });
    expect(markdown).toContain('## Job description fit check');
    expect(markdown).toContain('Coverage: 50%');
    expect(markdown).toContain('| React \\| TypeScript | Must-have | Evidence | [A — Engineer](https://owner.example/en#experience-a): “Built it with React.”<br>Matched: “React” → “React”; “TypeScript” → “TS” |');
    expect(markdown).toContain('| Kubernetes | Nice to have | No evidence | Not shown in the profile: Kubernetes.<br>Matched: “Kubernetes” → not in the profile |');
    expect(markdown).toContain('| A calm mind | Must-have | No evidence | The profile does not mention this. |');
  });

  it('says what matched in the page’s language, with its quotation marks', () => {
    const matches = [{ asked: 'Kubernetes', found: null }, { asked: 'Englisch C2', found: 'Englisch C2' }];
    expect(formatMatches({ matches, locale: 'de', copy: getDictionary({ locale: 'de' }).page.fit })).toBe('Treffer: „Kubernetes“ → nicht im Profil; „Englisch C2“ → „Englisch C2“');
    expect(formatMatches({ matches, locale: 'fr', copy: getDictionary({ locale: 'fr' }).page.fit })).toBe('Correspondances : « Kubernetes » → absent du profil ; « Englisch C2 » → « Englisch C2 »'.replace(' ;', ';'));
    expect(formatMatches({ matches: [], locale: 'en', copy: getDictionary({ locale: 'en' }).page.fit })).toBe('');
  });

  it('formats coverage in the locale’s percent style', () => {
    expect(formatCoverage({ coverage: 0.5, locale: 'fr' })).toMatch(/^50\s%$/);
  });
});
