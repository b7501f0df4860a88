import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { looksLikeJobDescription } from '@/lib/fit/looks-like-job-description';

describe('looksLikeJobDescription', () => {
  it.each(['en-staff-frontend', 'es-fullstack-saas', 'fr-lead-dev-react', 'de-embedded-cpp'])('recognises the posting %s', (id) => {
    expect(looksLikeJobDescription({ text: readFileSync(`evals/fit/postings/tuned/${id}.txt`, 'utf8') })).toBe(true);
  });

  it('leaves questions alone, even long ones', () => {
    expect(looksLikeJobDescription({ text: 'What did you build at your current job?' })).toBe(false);
    const long = 'I am a recruiter and I would like to understand how you approached the migration of the design system, which tools you used, how you measured the result, how the teams adopted it, what you would do differently today and how long the whole project took from the first prototype to the last team moving over to it. '.repeat(2);
    expect(looksLikeJobDescription({ text: long })).toBe(false);
  });
});
