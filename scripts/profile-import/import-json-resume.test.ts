import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inspectQuestion } from '@/lib/chat';
import { checkKnowledge, parseProfile } from '@/lib/knowledge';
import { importJsonResume } from '@/scripts/profile-import/import-json-resume';

const documentText = readFileSync('test/fixtures/json-resume/made-up-person.json', 'utf8');
const today = new Date('2026-11-30T12:00:00Z');

function imported({ text = documentText, locales = ['en'] as const }: { text?: string; locales?: ReadonlyArray<'en' | 'es' | 'fr' | 'de'> } = {}) {
  const result = importJsonResume({ documentText: text, from: 'test/fixtures/json-resume/made-up-person.json', locales, today });
  if ('errors' in result) throw new Error(result.errors.join('\n'));
  return result;
}

function errorsOf(document: unknown): string[] {
  const result = importJsonResume({ documentText: typeof document === 'string' ? document : JSON.stringify(document), from: 'resume.json', locales: ['en'], today });
  return 'errors' in result ? result.errors : [];
}

const resume = JSON.parse(documentText) as { work: Array<Record<string, unknown>>; [section: string]: unknown };

describe('importJsonResume (npm run profile:import)', () => {
  it('gives a profile whose knowledge:check lists only the TODOs left to write', () => {
    const { profileInput } = imported({ locales: ['en', 'fr'] });
    const check = checkKnowledge({ profileInput, today, maxChunkChars: 1200, publicFileExists: () => false });
    expect(check.errors.length).toBeGreaterThan(0);
    expect(check.errors.filter((error) => !error.endsWith(": still the skeleton's TODO placeholder"))).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it('answers “Where do you work now?” with the current employer from the document', () => {
    const profile = parseProfile(imported().profileInput);
    const inspection = inspectQuestion({ question: 'Where do you work now?', locale: 'en', today, profile });
    expect(inspection.answer).toContain('Vltava Freight');
    expect(inspection.chunks[0]?.id).toBe('experience-vltava-freight');
  });

  it('maps jobs newest first, dates to the first of their month, the one without an end as current', () => {
    const { experience } = imported().profileInput;
    expect(experience.map((job) => [job.id, job.start.toISOString().slice(0, 10), job.end?.toISOString().slice(0, 10) ?? null])).toEqual([
      ['vltava-freight', '2022-03-01', null],
      ['kestrel-payments', '2018-09-01', '2022-02-01'],
      ['orchard-analytics', '2016-07-01', '2018-08-01'],
    ]);
    expect(experience[0]).toMatchObject({ company: 'Vltava Freight', role: { en: 'Senior Backend Engineer' }, location: { en: 'Prague, hybrid' } });
    // The skills the job's own words name become its stack.
    expect(experience[0]?.stack).toEqual(['Go', 'Kafka', 'Kubernetes', 'Terraform', 'AWS']);
    expect(experience[2]?.location).toEqual({ en: 'TODO: city or remote' });
  });

  it('maps basics, languages, skills, projects, volunteering, education, certificates and awards', () => {
    const profile = imported({ locales: ['en', 'de'] }).profileInput;
    expect(profile.isSample).toBe(true);
    expect(profile.person).toMatchObject({ name: 'Jan Novák', firstName: 'Jan', location: { city: 'Prague', country: { en: 'Czechia', de: 'Tschechien' } } });
    expect(profile.contact).toMatchObject({ email: 'jan.novak@example.com', links: { github: 'https://github.example.com/jan-novak', linkedin: 'https://linkedin.example.com/in/jan-novak', website: 'https://jan-novak.example.com' } });
    expect(profile.languages).toEqual([
      { id: 'czech', name: { en: 'Czech', de: 'Tschechisch' }, level: { en: 'native', de: 'Muttersprache' }, native: true },
      { id: 'english', name: { en: 'English', de: 'Englisch' }, level: { en: 'C1, fluent', de: 'C1, fließend' } },
    ]);
    expect(profile.skills.groups.map((group) => [group.id, group.skills])).toEqual([['backend', ['Go', 'Kotlin', 'PostgreSQL', 'Kafka']], ['infrastructure', ['Kubernetes', 'Terraform', 'AWS']]]);
    expect(profile.projects.map((project) => [project.slug, project.employerId, project.repository, project.url])).toEqual([
      ['tramline', undefined, 'https://github.example.com/jan-novak/tramline', undefined],
      ['ledger-lens', 'kestrel-payments', undefined, undefined],
      ['volunteer-prague-coding-club', undefined, undefined, undefined],
    ]);
    expect(profile.projects[2]?.summary.en).toBe('Mentor: I mentor teenagers through their first web projects on Saturday mornings.');
    expect(profile.education.map((entry) => [entry.institution, entry.degree.en, entry.year])).toEqual([
      ['Czech Technical University in Prague', 'Master, Computer Science', 2016],
      ['CNCF', 'Certified Kubernetes Administrator', 2021],
    ]);
    expect(profile.strengths.items).toEqual([{ en: 'Best logistics hack (Prague Transport Hackathon, 2023): A live map of delayed containers built in 24 hours.', de: expect.stringMatching(/^TODO: Best logistics hack/) }]);
    expect(profile.assistant.disclosure.de).toBe('Ich bin ein KI-Assistent und antworte aus Jans Profil; hier tippt nicht Jan live.');
  });

  it('writes the texts in the first locale and marks each other declared locale TODO, never an undeclared one', () => {
    const { profileInput } = imported({ locales: ['fr', 'en'] });
    expect(profileInput.locales).toEqual(['fr', 'en']);
    expect(profileInput.person.headline).toEqual({ fr: 'Backend engineer for logistics and payments', en: 'TODO: Backend engineer for logistics and payments' });
    expect(profileInput.suggestedQuestions[0]).toEqual({ fr: 'Qui êtes-vous ?', en: 'Who are you?' });
    expect(JSON.stringify(profileInput)).not.toMatch(/"(?:es|de)":/);
  });

  it('lists what the document holds that the profile has no place for', () => {
    expect(imported().notes).toEqual(expect.arrayContaining([
      'basics.phone: not imported (the chat never gives a phone number)',
      'basics.image: not imported (put a square copy under public/ and set person.photo to its path)',
      'basics.profiles[2]: Mastodon has no place in the profile (GitHub, LinkedIn and your website do), so it was left out',
    ]));
  });

  it('writes a file that holds exactly the mapped profile', () => {
    const { source, profileInput } = imported({ locales: ['en', 'fr'] });
    expect(source.startsWith("import { parseProfile, type ProfileInput } from '@/lib/knowledge';")).toBe(true);
    const literal = /const profileInput: ProfileInput = ([\s\S]*?);\n\n\/\*\* The validated profile/.exec(source)?.[1] ?? '';
    expect(new Function(`return (${literal});`)()).toEqual(JSON.parse(JSON.stringify(profileInput), (_key, value: unknown) => (typeof value === 'string' && /^\d{4}-\d\d-01T00:00:00\.000Z$/.test(value) ? new Date(value) : value)));
    expect(source).toContain('export const profile = parseProfile(profileInput);');
  });

  it.each([
    ['a date in another format', { ...resume, work: [resume.work[0], { ...resume.work[1], startDate: '03/2022' }] }, 'work[1].startDate: use a date such as 2024-03-01, 2024-03 or 2024'],
    ['a month that does not exist', { ...resume, work: [{ ...resume.work[0], endDate: '2022-13' }] }, 'work[0].endDate: 2022-13 is not a month of the calendar'],
    ['a job without a start', { ...resume, work: [{ ...resume.work[0], startDate: undefined }] }, 'work[0].startDate: missing; the profile needs the month each job started'],
    ['an end before the start', { ...resume, work: [{ ...resume.work[0], endDate: '2017-01' }] }, 'work[0].endDate: 2017-01 is before startDate 2018-09'],
    ['an email that is not one', { ...resume, basics: { email: 'jan at example' } }, 'basics.email: use an email address such as you@your-domain.com'],
    ['highlights that are not a list', { ...resume, projects: [{ name: 'X', highlights: 'fast' }] }, expect.stringMatching(/^projects\[0\]\.highlights: /)],
    ['a section JSON Resume does not have', { ...resume, hobbies: [] }, expect.stringMatching(/^hobbies: not a field of JSON Resume \(its sections: \$schema, basics, work, /)],
    ['no job at all', { ...resume, work: [] }, 'work: empty; the profile needs at least one job'],
    ['not JSON', '{ "basics": ', expect.stringMatching(/^document: not JSON/)],
    ['not an object', '[]', expect.stringMatching(/^document: /)],
  ])('refuses %s, naming the field by its path', (_name, document, error) => {
    expect(errorsOf(document)).toContainEqual(error);
  });
});
