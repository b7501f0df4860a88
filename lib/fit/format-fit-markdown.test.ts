import { describe, expect, it } from 'vitest';
import { formatCoverage, formatFitMarkdown } from '@/lib/fit/format-fit-markdown';
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
    },
    { text: 'Kubernetes', verdict: 'no_evidence', importance: 'nice', section: 'nice_to_have', evidence: [], note: 'Not shown in the profile: Kubernetes.' },
  ],
  coverage: 0.5,
  summary: 'Evidence in the profile: 1 of 2 requirements (0 partly).',
};

describe('formatFitMarkdown', () => {
  it('renders the summary, the coverage and one escaped row per requirement with absolute evidence links', () => {
    const markdown = formatFitMarkdown({ result, locale: 'en', copy: getDictionary({ locale: 'en' }).page.fit, origin: 'https://owner.example' });
    expect(markdown).toContain('## Job description fit check');
    expect(markdown).toContain('Coverage: 50%');
    expect(markdown).toContain('| React \\| TypeScript | Must-have | Evidence | [A — Engineer](https://owner.example/en#experience-a): “Built it with React.” |');
    expect(markdown).toContain('| Kubernetes | Nice to have | No evidence | Not shown in the profile: Kubernetes. |');
  });

  it('formats coverage in the locale’s percent style', () => {
    expect(formatCoverage({ coverage: 0.5, locale: 'fr' })).toMatch(/^50\s%$/);
  });
});
