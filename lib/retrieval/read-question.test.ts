/** Reading questions as frames: shapes and subjects that hold for any profile, tried on two different people. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import { readQuestion } from '@/lib/retrieval/read-question';
import { resolveFollowUp } from '@/lib/retrieval/resolve-follow-up';
import { fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';

const today = new Date('2026-11-30T00:00:00Z');
const read = ({ person, question, locale }: { person: FixtureId; question: string; locale: Locale }) => readQuestion({ question, profile: fixtureProfile({ id: person }), today, locale });

describe('readQuestion', () => {
  it.each<[FixtureId, string]>([
    ['second-person', 'Est-ce que vous parlez allemand ?'],
    ['third-person', 'Est-ce que tu as travaillé avec Rust ?'],
  ])('%s: %j opens a yes/no question ("est-ce que" is not "what")', (person, question) => {
    expect(read({ person, question, locale: 'fr' }).yesNo).toBe(true);
  });

  it('"qu’est-ce que…" stays an open question', () => {
    expect(read({ person: 'third-person', question: 'Qu’est-ce que vous avez fait chez Rempart Safety Systems ?', locale: 'fr' }).yesNo).toBe(false);
  });

  it.each<[string, Locale]>([
    ['Remote or on-site?', 'en'],
    ['¿Y en remoto o presencial?', 'es'],
  ])('%j offers a choice of settings: neither yes nor no answers it', (question, locale) => {
    expect(read({ person: 'second-person', question, locale }).frames.map((frame) => frame.kind)).toEqual(['open']);
  });

  it('"how much" with a verb of lasting asks how long; a naming part sets the topic of the measure after it', () => {
    expect(read({ person: 'sample', question: '¿cuánto duraste en Quanta Retail?', locale: 'es' }).frames.map((frame) => frame.attribute)).toEqual(['tenure']);
    // "How many users a month?" counts users, not months: no career length.
    expect(read({ person: 'sample', question: 'How many users a month?', locale: 'en' }).frames.map((frame) => frame.attribute)).not.toContain('career-years');
    expect(read({ person: 'sample', question: "Combien d'années d'expérience avez-vous ?", locale: 'fr' }).frames.map((frame) => frame.attribute)).toEqual(['career-years']);
    const dislocated = read({ person: 'second-person', question: "Votre modèle d'événements chez Lumen Freight, il alimente les prévisions pour combien d'expéditions par jour ?", locale: 'fr' });
    expect([dislocated.yesNo, dislocated.frames[0]?.kind]).toEqual([false, 'count']);
  });

  it('a part that names a subject and asks with a question word of its own is a second ask', () => {
    const frames = read({ person: 'sample', question: 'Which languages do you speak, and how good is your English?', locale: 'en' }).frames;
    expect(frames.map((frame) => [frame.attribute, frame.subject?.name])).toEqual([['spoken-languages', undefined], ['spoken-languages', 'English']]);
  });

  it('a one-letter name before an apostrophe is an elided word, not the C language', () => {
    const reading = read({ person: 'third-person', question: 'C\'était à temps plein, chez Rempart Safety Systems ?', locale: 'fr' });
    expect(reading.subjects.map((subject) => subject.name)).toEqual(['Rempart Safety Systems']);
    expect(read({ person: 'third-person', question: 'Do you know C?', locale: 'en' }).subjects.map((subject) => subject.name)).toEqual(['C']);
  });

  it.each<[string, Locale, string]>([
    ['from when?', 'en', 'period'],
    ['parle-moi de tes projets', 'fr', 'projects'],
  ])('%j: a word that also means something else gives way to the longer spelling it is part of', (question, locale, attribute) => {
    expect(read({ person: 'second-person', question, locale }).frames.map((frame) => frame.attribute)).toEqual([attribute]);
  });

  it.each<[FixtureId, string, Locale]>([
    ['second-person', 'Avez-vous travaillé dans le secteur de la santé ?', 'fr'],
    ['third-person', 'Have you worked in the healthcare sector?', 'en'],
  ])('%s: a field named inside a longer phrase is the field asked about (%j)', (person, question, locale) => {
    const [frame] = read({ person, question, locale }).frames;
    expect(frame?.attribute).toBe('industries');
    expect(frame?.subject?.kind).toBe('domain');
  });

  it.each<[string, Locale]>([
    ['Kannst du mir zeigen, wie man eine Liste in Python umdreht?', 'de'],
    ['Comment on écrit une boucle en Rust ?', 'fr'],
    ['Do you know a good restaurant near the station?', 'en'],
  ])('%j asks about the world or the visitor’s own task', (question, locale) => {
    expect(read({ person: 'second-person', question, locale }).offTopic).not.toBeNull();
  });

  it.each<[string, Locale]>([
    ['¿Cuántos años llevas con sistemas embebidos?', 'es'],
    ['Depuis combien de temps faites-vous de l’embarqué ?', 'fr'],
    ['How many years of embedded work?', 'en'],
  ])('%j asks the years of the skill area the profile groups those skills under', (question, locale) => {
    const [frame] = read({ person: 'third-person', question, locale }).frames;
    expect(frame?.attribute).toBe('technology-years');
    expect(frame?.subject?.kind).toBe('skill-area');
  });

  it('a word two attributes share goes with the one the question also names by a word of its own', () => {
    const frames = read({ person: 'second-person', question: 'Which of your projects has the most GitHub stars?', locale: 'en' }).frames;
    expect(frames.map((frame) => frame.attribute)).toEqual(['projects']);
  });

  it.each<[string, Locale]>([['¿Cuánto duró tu etapa en Maré Energia?', 'es'], ['Quelle a été la durée de votre poste chez Maré Energia ?', 'fr'], ['Wie lange hat die Stelle bei Maré Energia gedauert?', 'de']])('%j asks how long', (question, locale) => {
    expect(read({ person: 'second-person', question, locale }).frames[0]?.attribute).toBe('tenure');
  });

  it.each<[FixtureId, string, Locale, string]>([
    ['second-person', 'Do you write Kotlin?', 'en', 'technology'],
    ['sample', '¿Sabe usted de accesibilidad web?', 'es', 'technology'],
    ['third-person', 'Schreiben Sie Rust?', 'de', 'technology'],
    ['sample', 'How can I write to you?', 'en', 'contact'],
    ['third-person', 'Would you move to Munich?', 'en', 'relocation'],
  ])('%s: a word that also means something else ("write", "web") yields to the subject named (%j)', (person, question, locale, attribute) => {
    expect(read({ person, question, locale }).frames.map((frame) => frame.attribute)).toEqual([attribute]);
  });

  it('"why did you leave <employer>?" asks the reason, not how to leave a message', () => {
    const [frame] = read({ person: 'sample', question: 'Why did you leave Quanta Retail?', locale: 'en' }).frames;
    expect(frame).toMatchObject({ attribute: 'motivation', subject: { name: 'Quanta Retail' } });
  });

  it.each<[FixtureId, string]>([
    ['second-person', 'Maré Energia'],
    ['third-person', 'Möwe Antriebstechnik GmbH'],
  ])('%s: a question that needs a subject and names none takes the one the conversation is about, with no word pointing back', (person, employer) => {
    const profile = fixtureProfile({ id: person });
    const turns = [{ question: `What did you do at ${employer}?`, answer: `At ${employer} I built things.` }];
    const question = 'how long did you stay?';
    const resolution = resolveFollowUp({ question, turns, profile });
    const [frame] = readQuestion({ question, profile, today, locale: 'en', resolution }).frames;
    expect(frame).toMatchObject({ attribute: 'tenure', subject: { name: employer }, carried: true });
  });

  it.each<[FixtureId, string, Locale, string]>([
    ['sample', 'I’m hiring for a Next.js-heavy team. Roughly how many years have you worked with Next.js?', 'en', 'technology-years'],
    ['third-person', 'We build drones for a defence ministry. Any interest in joining our firmware team?', 'en', 'industries'],
  ])('%s: a statement sets the scene and is asked about only when the question asks nothing of its own (%j)', (person, question, locale, attribute) => {
    expect(read({ person, question, locale }).frames[0]?.attribute).toBe(attribute);
  });

  it('a premise is read in the sentences that ask, not in the scene the recruiter sets', () => {
    expect(read({ person: 'sample', question: 'I work at Globex Analytics. Where are you based?', locale: 'en' }).askedText).not.toMatch(/Globex/);
  });

  it('"for how long?" after a question about a technology asks its years', () => {
    const profile = fixtureProfile({ id: 'sample' });
    const turns = [{ question: 'Vous avez déjà fait du Go ?', answer: 'Oui. J’ai travaillé avec Go pendant 1 an et 9 mois.' }];
    const question = 'Pendant combien de temps ?';
    const [frame] = readQuestion({ question, profile, today, locale: 'fr', resolution: resolveFollowUp({ question, turns, profile }) }).frames;
    expect(frame).toMatchObject({ attribute: 'technology-years', subject: { name: 'Go' } });
  });

  it('"since when?" after a question about moving or a next job asks when the owner can start', () => {
    const profile = fixtureProfile({ id: 'third-person' });
    const turns = [{ question: 'Würden Sie für die Stelle umziehen?', answer: 'Nur innerhalb der EU.' }];
    const question = 'Ab wann denn?';
    const [frame] = readQuestion({ question, profile, today, locale: 'de', resolution: resolveFollowUp({ question, turns, profile }) }).frames;
    expect(frame?.attribute).toBe('availability');
  });

  it('a new job asked about at all ("nouveau poste", "Jobsuche") is availability, not the role held', () => {
    expect(read({ person: 'second-person', question: 'Vous cherchez un nouveau poste ?', locale: 'fr' }).frames.map((frame) => frame.attribute)).toEqual(['availability']);
    expect(read({ person: 'third-person', question: 'Sind Sie derzeit auf Stellensuche?', locale: 'de' }).frames.map((frame) => frame.attribute)).toEqual(['availability']);
  });

  it('"which of the two have you used longer?" compares the two technologies just discussed', () => {
    const profile = fixtureProfile({ id: 'sample' });
    const turns = [
      { question: 'Have you written Go professionally?', answer: 'Yes. I’ve worked with Go for 1 year and 9 months.' },
      { question: 'And TypeScript?', answer: 'I’ve worked with TypeScript for 4 years and 9 months.' },
    ];
    const question = 'Which of the two have you used longer?';
    const [frame] = readQuestion({ question, profile, today, locale: 'en', resolution: resolveFollowUp({ question, turns, profile }) }).frames;
    expect(frame?.kind).toBe('compare');
    expect(frame?.compared.map((subject) => subject.name).sort()).toEqual(['Go', 'TypeScript']);
  });

  it('a name told apart by its symbols: "c++" is C++ whatever its case, "C#" is not C', () => {
    expect(read({ person: 'third-person', question: 'seit wann schreibst du c++', locale: 'de' }).subjects.map((subject) => subject.name)).toEqual(['C++']);
    expect(read({ person: 'third-person', question: 'Any C# in your background?', locale: 'en' }).subjects.map((subject) => subject.name)).not.toContain('C');
  });

  it('a question put to the owner is about them, whatever it names; one about the world is not', () => {
    expect(read({ person: 'second-person', question: 'Worauf bist du stolz?', locale: 'de' }).aboutTheOwner).toBe(true);
    expect(read({ person: 'second-person', question: 'What is the capital of Australia?', locale: 'en' }).aboutTheOwner).toBe(false);
  });

  it('a standard is told apart by its number: ISO 26262 is not the ISO 13849 the profile holds', () => {
    expect(read({ person: 'third-person', question: 'Any ISO 26262 projects?', locale: 'en' }).subjects.map((subject) => subject.name)).toEqual(['ISO 26262']);
    expect(read({ person: 'third-person', question: '¿Conoces la IEC 62443?', locale: 'es' }).subjects.map((subject) => subject.name)).not.toContain('IEC 61508');
  });

  it('a name that is also an everyday word ("CAN") counts only as the profile writes it', () => {
    expect(read({ person: 'third-person', question: 'Can you explain what HALT-2 does?', locale: 'en' }).subjects.map((subject) => subject.name)).not.toContain('CAN');
    expect(read({ person: 'third-person', question: 'How long have you worked with CAN?', locale: 'en' }).subjects.map((subject) => subject.name)).toContain('CAN');
  });

  it('"how much experience with X?" asks the technology\'s time, not the career\'s', () => {
    expect(read({ person: 'second-person', question: 'How much experience do you have with dbt?', locale: 'en' }).frames.map((frame) => frame.attribute)).toEqual(['technology-years']);
    expect(read({ person: 'third-person', question: '¿Cuánta experiencia tienes con Zephyr?', locale: 'es' }).frames.map((frame) => frame.attribute)).toEqual(['technology-years']);
  });

  it('a follow-up that asks a measure of its own is read as asked, not as the earlier question rewritten', () => {
    const profile = fixtureProfile({ id: 'third-person' });
    const turns = [{ question: 'What did you do at Möwe?', answer: 'Firmware.' }];
    const question = 'And how many years with Rust?';
    const [frame] = readQuestion({ question, profile, today, locale: 'en', resolution: resolveFollowUp({ question, turns, profile }) }).frames;
    expect(frame).toMatchObject({ attribute: 'technology-years' });
  });

  it('"parlez-moi de…" asks to be told about something, not which languages the owner speaks', () => {
    expect(read({ person: 'sample', question: 'Parlez-moi de votre poste actuel.', locale: 'fr' }).frames.map((frame) => frame.attribute)).not.toContain('spoken-languages');
  });
});

