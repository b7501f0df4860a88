import { describe, expect, it } from 'vitest';
import { distinctHighlights } from '@/lib/site/distinct-highlights';

describe('distinctHighlights', () => {
  const summary = 'I built the patient scheduling platform with Next.js and PostgreSQL, with GDPR-compliant data handling.';

  it('drops a highlight that restates the summary, whatever its punctuation and case', () => {
    expect(distinctHighlights({ summary, highlights: ['Patient scheduling platform: Next.js, PostgreSQL; GDPR-compliant data handling.'] })).toEqual([]);
    expect(distinctHighlights({ summary, highlights: [summary] })).toEqual([]);
  });

  it('keeps highlights that add facts, in order', () => {
    const highlights = ['SMS reminders that reduced no-shows by 22%.', 'Took part in the on-call rotation.'];
    expect(distinctHighlights({ summary, highlights })).toEqual(highlights);
  });

  it('works on accented text', () => {
    expect(distinctHighlights({ summary: 'Construí la plataforma de citas para pacientes.', highlights: ['Plataforma de citas para pacientes.', 'Recordatorios por SMS.'] })).toEqual([
      'Recordatorios por SMS.',
    ]);
  });
});
