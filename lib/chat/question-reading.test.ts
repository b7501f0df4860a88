import { describe, expect, it } from 'vitest';
import { formatDuration, technologyExperience, totalCareerMonths } from '@/lib/knowledge';
import { readQuestion, resolveFollowUp } from '@/lib/retrieval';
import { fixtureProfile } from '@/test/fixtures/profiles';
import { questionReadingLines, readingChunkIds } from '@/lib/chat/question-reading';

const today = new Date('2026-11-30T12:00:00Z');

describe('question reading for the model path', () => {
  for (const id of ['sample', 'second-person', 'third-person'] as const) {
    const profile = fixtureProfile({ id });
    const job = profile.experience.find((candidate) => candidate.stack.length > 0)!;
    const technology = job.stack[0]!;

    it(`${id}: gives a technology's own months, never the career's, and keeps the jobs that name it`, () => {
      const reading = readQuestion({ question: `How many years of ${technology} do you have?`, profile, today, locale: 'en' });
      const lines = questionReadingLines({ reading, profile, today })!;
      const held = technologyExperience({ profile, technology, today });
      expect(lines).toContain('technology-years');
      expect(lines).toContain(formatDuration({ months: held.months, locale: 'en' }));
      const career = formatDuration({ months: totalCareerMonths({ periods: profile.experience, today }), locale: 'en' });
      if (career !== formatDuration({ months: held.months, locale: 'en' })) expect(lines).not.toContain(`${career} of work`);
      for (const used of held.jobs) expect(readingChunkIds({ reading, profile, today })).toContain(`experience-${used.id}`);
    });

    it(`${id}: marks a subject carried from the conversation`, () => {
      const first = `How long were you at ${job.company}?`;
      const resolution = resolveFollowUp({ question: 'what did you build there?', turns: [{ question: first, answer: `At ${job.company}.` }], profile });
      const reading = readQuestion({ question: 'what did you build there?', profile, today, locale: 'en', resolution });
      expect(questionReadingLines({ reading, profile, today })).toMatch(new RegExp(`${job.company}.*carried from the conversation`));
    });
  }

  it('says nothing for an off-topic question', () => {
    const profile = fixtureProfile({ id: 'sample' });
    const reading = readQuestion({ question: 'What is the weather like in Paris today?', profile, today, locale: 'en' });
    expect(questionReadingLines({ reading, profile, today })).toBeNull();
  });
});
