import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import { resolveFollowUp, type ConversationTurn } from '@/lib/retrieval/resolve-follow-up';
import { profile as sample } from '@/test/fixtures/profiles/sample-profile';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';
import { profile as thirdPerson } from '@/test/fixtures/profiles/third-person';

const turn = (question: string, answer: string): ConversationTurn => ({ question, answer });
const carriedIds = (question: string, turns: ConversationTurn[], profile = sample) => resolveFollowUp({ question, turns, profile }).carried.map((entity) => entity.chunkId);

describe('resolveFollowUp', () => {
  it('an answer that tells of a career break, in the owner’s words, moves the conversation to it', () => {
    const [pause] = thirdPerson.careerBreaks;
    const turns = [turn('Any gaps in your CV?', `Yes. Career break: ${pause?.description.en}`)];
    expect(resolveFollowUp({ question: 'How long?', turns, profile: thirdPerson }).carried.map((entity) => entity.kind)).toEqual(['career-break']);
  });

  it('a demonstrative pronoun refers back like "it": "Was that full time?" keeps the job discussed', () => {
    const [job] = secondPerson.experience;
    const turns = [turn('Tell me about your current job', `At ${job?.company} I lead the data platform team.`)];
    expect(carriedIds('Was that full time?', turns, secondPerson)).toEqual([`experience-${job?.id}`]);
  });

  it.each<[string, Locale]>([
    ['What did you build there?', 'en'],
    ['¿Qué construiste allí?', 'es'],
    ['Was hast du dort gebaut?', 'de'],
  ])('%j: "there" refers back to a place of work, never to the skill an answer named first', (question) => {
    const [job] = secondPerson.experience;
    const turns = [turn('Python?', `Python is one of my skills. I used it at ${job?.company}.`)];
    expect(carriedIds(question, turns, secondPerson)).toEqual([`experience-${job?.id}`]);
  });

  it.each<[string, Locale]>([
    ['What did you do before joining them?', 'en'],
    ['¿Y qué hiciste justo antes de entrar?', 'es'],
  ])('%j asks for the job before the one discussed', (question) => {
    const current = secondPerson.experience[0];
    const previous = secondPerson.experience.find((job) => job.id === 'mare-energia');
    const turns = [turn('Where are you working right now?', `I work at ${current?.company}.`)];
    expect(resolveFollowUp({ question, turns, profile: secondPerson }).reference).toBe('previous-job');
    expect(carriedIds(question, turns, secondPerson)).toEqual([`experience-${previous?.id}`]);
  });

  it.each<[string, Locale]>([
    ['and what came right after it?', 'en'],
    ['¿Qué hiciste justo después?', 'es'],
    ['Und was kam direkt danach?', 'de'],
  ])('%j asks for what followed the job discussed', (question) => {
    const [, previous] = secondPerson.experience;
    const turns = [turn(`What did you do at ${previous?.company}?`, `At ${previous?.company} I built pipelines.`)];
    expect(resolveFollowUp({ question, turns, profile: secondPerson }).reference).toBe('next-job');
  });

  const current = sample.experience.find((job) => job.end === null);
  const [, second, third] = sample.experience;
  const nowAnswer = `I work at ${current?.company} as ${current?.role.en}.`;

  it.each<[Locale, string, string]>([
    ['en', 'Where do you work now?', 'And before that?'],
    ['es', '¿Dónde trabajas ahora?', '¿Y antes de eso?'],
    ['fr', 'Vous travaillez où actuellement ?', 'Et avant ça ?'],
    ['de', 'Wo arbeiten Sie gerade?', 'Und davor?'],
  ])('walks the career backwards in %s, one job per "before that"', (_locale, first, before) => {
    const turns = [turn(first, nowAnswer)];
    const resolution = resolveFollowUp({ question: before, turns, profile: sample });
    expect(resolution.reference).toBe('previous-job');
    expect(resolution.carried.map((entity) => entity.key)).toEqual([second?.id]);
    expect(resolution.navigatedFrom?.key).toBe(current?.id);
    // The next "before that" starts from where the last one landed, not from the job named first.
    const again = [...turns, turn(before, `Before ${current?.company}, I was at ${second?.company}.`)];
    expect(carriedIds(before, again)).toEqual([`experience-${third?.id}`]);
  });

  it('navigates from an employer the question names, with no earlier turn', () => {
    const resolution = resolveFollowUp({ question: `What did you do before ${current?.company}?`, turns: [], profile: sample });
    expect(resolution.reference).toBe('previous-job');
    expect(resolution.carried[0]?.key).toBe(second?.id);
    // A verb of starting may stand between ("before joining", "antes de entrar en").
    expect(resolveFollowUp({ question: `What did you do before joining ${current?.company}?`, turns: [], profile: sample }).carried[0]?.key).toBe(second?.id);
    expect(resolveFollowUp({ question: `¿Qué hacías antes de entrar en ${current?.company}?`, turns: [], profile: sample }).carried[0]?.key).toBe(second?.id);
  });

  it('after the degree, "the first job after that" is the first job that starts after it', () => {
    const [degree] = sample.education;
    const first = [...sample.experience].sort((left, right) => left.start.getTime() - right.start.getTime())[0];
    const turns = [turn('What did you study?', `BSc, ${degree?.institution}, ${degree?.year}.`)];
    expect(resolveFollowUp({ question: 'And your first job after that?', turns, profile: sample }).carried[0]?.key).toBe(first?.id);
  });

  it('skips an overlapping part-time job and stops at an explained career break (second fixture)', () => {
    const jobs = [...secondPerson.experience].sort((left, right) => right.start.getTime() - left.start.getTime());
    const latest = jobs[0];
    const lastEnded = [...secondPerson.experience]
      .filter((job) => job.end !== null && latest && job.end < latest.start)
      .sort((left, right) => (right.end?.getTime() ?? 0) - (left.end?.getTime() ?? 0))[0];
    const turns = [turn('Where do you work now?', `I work at ${latest?.company}.`)];
    expect(resolveFollowUp({ question: 'And before that?', turns, profile: secondPerson }).carried[0]?.key).toBe(lastEnded?.id);
    const [careerBreak] = secondPerson.careerBreaks;
    const toBreak = resolveFollowUp({ question: `What did you do before ${lastEnded?.company}?`, turns: [], profile: secondPerson });
    expect(toBreak.carried[0]).toMatchObject({ kind: 'career-break', key: careerBreak?.id });
  });

  it.each<[Locale, string, string]>([
    ['en', 'What did you do at {company}?', 'How long were you there?'],
    ['es', '¿Qué hiciste en {company}?', '¿Cuánto tiempo estuviste allí?'],
    ['fr', 'Qu’avez-vous fait chez {company} ?', 'Vous y êtes resté combien de temps ?'],
    ['de', 'Was haben Sie bei {company} gemacht?', 'Wie lange waren Sie dort?'],
  ])('carries the employer "there" refers to (%s)', (_locale, first, follow) => {
    const company = second?.company ?? '';
    const turns = [turn(first.replace('{company}', company), `At ${company} I built things.`)];
    const resolution = resolveFollowUp({ question: follow, turns, profile: sample });
    expect(resolution.reference).toBe('same-topic');
    expect(resolution.carried.map((entity) => entity.key)).toEqual([second?.id]);
    expect(resolution.resolvedQuery).toContain(company);
  });

  it('carries the project a pronoun refers to, and keeps "tell me more" on the topic', () => {
    const project = sample.projects[0];
    const turns = [turn(`Tell me about ${project?.name}.`, `${project?.name}: an app.`)];
    expect(carriedIds('Is it open source?', turns)).toEqual([`project-${project?.slug}`]);
    const more = resolveFollowUp({ question: 'Tell me more.', turns, profile: sample });
    expect(more.reference).toBe('more');
    expect(more.carried.map((entity) => entity.key)).toEqual([project?.slug]);
    expect(more.previous).toEqual(turns[0]);
  });

  it('chooses among the things just listed, then follows the chosen one', () => {
    const names = sample.projects.map((project) => project.name);
    const turns = [turn('What projects have you built?', `My projects: ${names.join('; ')}.`)];
    const selection = resolveFollowUp({ question: 'Which one has the most users?', turns, profile: sample });
    expect(selection.reference).toBe('selection');
    expect(selection.carried.length).toBeGreaterThan(1);
    const chosen = sample.projects[2];
    const after = [...turns, turn('Which one has the most users?', `${chosen?.name}: many users.`)];
    expect(carriedIds('What is it built with?', after)).toEqual([`project-${chosen?.slug}`]);
  });

  it('completes an ellipsis by asking the earlier question about the new thing', () => {
    const turns = [turn('Have you used React?', 'Yes.')];
    const resolution = resolveFollowUp({ question: 'And Go?', turns, profile: sample });
    expect(resolution.reference).toBe('ellipsis');
    expect(resolution.resolvedQuery).toBe('Have you used Go?');
    expect(resolveFollowUp({ question: '¿Y Go?', turns: [turn('¿Has usado React?', 'Sí.')], profile: sample }).resolvedQuery).toBe('¿Has usado Go?');
  });

  it('leaves alone a question that names its own subject, thanks, and phrases that only look like references', () => {
    const turns = [turn(`What did you do at ${second?.company}?`, 'Things.')];
    expect(resolveFollowUp({ question: `What did you do at ${third?.company}?`, turns, profile: sample }).reference).toBeNull();
    expect(resolveFollowUp({ question: 'Thanks!', turns, profile: sample }).reference).toBeNull();
    expect(resolveFollowUp({ question: 'Is there a gap in your CV between jobs or a long break?', turns, profile: sample }).reference).toBeNull();
    // A Spanish "y" (and) opening a full question is not the French pronoun "y" (there).
    expect(resolveFollowUp({ question: '¿Y qué tipo de puesto buscas?', turns, profile: sample }).reference).toBeNull();
  });

  it('reads the earlier question with what was discussed when it was asked', () => {
    const turns = [turn('Vous utilisez Go ?', 'Oui.'), turn('Depuis combien de temps ?', 'Quatre ans.')];
    const earlier = resolveFollowUp({ question: 'Et React ?', turns, profile: sample }).earlier;
    expect(earlier?.question).toBe('Depuis combien de temps ?');
    expect(earlier?.resolution.focus?.name).toBe('Go');
  });

  it('swaps the earlier subject only where it stands as a word, and tells C++ from C', () => {
    const turns = [turn('¿Cuánta experiencia tienes con C?', 'Nueve años.')];
    expect(resolveFollowUp({ question: '¿Y Rust?', turns, profile: thirdPerson }).resolvedQuery).toBe('¿Cuánta experiencia tienes con Rust?');
    expect(resolveFollowUp({ question: 'and C++?', turns: [turn('How long have you used Rust?', 'Years.')], profile: thirdPerson }).resolvedQuery).toBe('How long have you used C++?');
  });

  it('stands alone without earlier turns', () => {
    expect(resolveFollowUp({ question: 'How long were you there?', turns: [], profile: sample })).toEqual({ resolvedQuery: 'How long were you there?', carried: [], reference: null });
  });

  it('"which of the two…?" after one question about each carries the last two things discussed', () => {
    const turns = [
      turn('Who is your employer at the moment?', 'I work at Lumen Freight.'),
      turn('and before that?', 'Before Lumen Freight, I was at Maré Energia.'),
    ];
    const resolution = resolveFollowUp({ question: 'which of the two did you stay at longer?', turns, profile: secondPerson });
    expect(resolution.reference).toBe('selection');
    expect(resolution.carried.map((entity) => entity.name).sort()).toEqual(['Lumen Freight', 'Maré Energia']);
  });

  it('a degree taken where the owner also worked names that job: the lab, or the university after its comma', () => {
    const resolution = resolveFollowUp({ question: 'How long did it take?', turns: [turn('Tell me about your PhD.', 'Education: PhD in Robotics, Université de Strasbourg, 2014.')], profile: thirdPerson });
    expect(resolution.focus?.key).toBe(thirdPerson.experience.find((job) => job.company.includes('Université de Strasbourg'))?.id);
  });
});

