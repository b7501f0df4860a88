import type { Locale } from '@/lib/contracts';
import { placeholderKind, type ProfileInput } from '@/lib/knowledge';
import type { JsonResume } from '@/scripts/profile-import/json-resume-schema';
import { countryName, languageCode, languageLevel, languageName } from '@/scripts/profile-import/language-names';
import { firstOfMonth, httpsAddress, mentions, uniqueIds } from '@/scripts/profile-import/resume-values';
import { assistantTexts, BOUNDARY_TOPICS, PLACEHOLDERS, SUGGESTED_QUESTIONS, toTranslate, WHO_ARE_YOU } from '@/scripts/profile-import/standard-texts';

/** What the mapping gives: the profile, with notes on what it could not carry over; or the document's problems by path. */
export type MappedResume = { profileInput: ProfileInput; notes: string[] } | { errors: string[] };

type Localized = Partial<Record<Locale, string>>;

interface Mapping {
  resume: JsonResume;
  locales: readonly Locale[];
  today: Date;
}

/** Per-locale texts of the profile, built for the declared locales only. */
function textsFor(locales: readonly Locale[]) {
  const [first = 'en'] = locales;
  const each = (text: (locale: Locale) => string): Localized => Object.fromEntries(locales.map((locale) => [locale, text(locale)]));
  return {
    /** The document's own words in the first locale, the others marked for translation. */
    imported: (text: string): Localized => each((locale) => (locale === first ? text : toTranslate({ text }))),
    /** Words that read the same in every language (a certificate's name). */
    same: (text: string): Localized => each(() => text),
    placeholder: (key: Exclude<keyof (typeof PLACEHOLDERS)['en'], 'salaryReply'>): Localized => each((locale) => PLACEHOLDERS[locale][key]),
    standard: (table: Record<Locale, string>): Localized => each((locale) => table[locale]),
    noKeywords: () => Object.fromEntries(locales.map((locale) => [locale, []])) as Partial<Record<Locale, string[]>>,
    each,
  };
}

const yearOf = (date: Date | null | undefined) => date?.getUTCFullYear();

/** Reads the document's dates as the first of their month; a month that does not exist is an error named by its path. */
function dateReader(): { errors: string[]; date: (path: string, value: string | undefined) => Date | null } {
  const errors: string[] = [];
  return {
    errors,
    date: (path, value) => {
      if (value === undefined) return null;
      const date = firstOfMonth({ date: value });
      if (!date) errors.push(`${path}: ${value} is not a month of the calendar`);
      return date;
    },
  };
}

/** Maps a valid JSON Resume document into the profile schema, in the first of `locales`; TODOs where it says nothing. */
export function mapJsonResume({ resume, locales, today }: Mapping): MappedResume {
  const text = textsFor(locales);
  const notes: string[] = [];
  const { errors, date } = dateReader();
  const basics = resume.basics ?? {};
  const name = basics.name?.trim() || 'TODO Your Name';
  const firstName = name.split(/\s+/)[0] ?? name;
  const email = basics.email ?? 'you@todo.invalid';

  const skillWords = [...(resume.skills ?? []).flatMap((skill) => skill.keywords ?? []), ...(resume.projects ?? []).flatMap((project) => project.keywords ?? [])];
  const stackOf = (words: Array<string | undefined>) => {
    const said = words.filter(Boolean).join(' ');
    return [...new Set(skillWords.filter((word) => word.trim() !== '' && mentions({ text: said, word })))];
  };

  const jobIds = uniqueIds();
  const experience = (resume.work ?? []).map((job, index) => {
    const start = date(`work[${index}].startDate`, job.startDate);
    if (!job.startDate) errors.push(`work[${index}].startDate: missing; the profile needs the month each job started`);
    const end = date(`work[${index}].endDate`, job.endDate);
    if (start && end && end < start) errors.push(`work[${index}].endDate: ${job.endDate} is before startDate ${job.startDate}`);
    const company = job.name?.trim() || 'TODO Company';
    return {
      id: jobIds({ text: company, fallback: `job-${index + 1}` }),
      company,
      role: job.position ? text.imported(job.position) : text.placeholder('role'),
      start: start ?? today,
      end,
      location: job.location ? text.imported(job.location) : text.placeholder('jobLocation'),
      summary: (job.summary ?? job.description) ? text.imported(job.summary ?? job.description ?? '') : text.placeholder('jobSummary'),
      highlights: (job.highlights ?? []).length > 0 ? (job.highlights ?? []).map((highlight) => text.imported(highlight)) : [text.placeholder('highlight')],
      stack: stackOf([job.position, job.summary, job.description, ...(job.highlights ?? [])]),
    };
  }).sort((left, right) => right.start.getTime() - left.start.getTime());
  if (experience.length === 0) errors.push('work: empty; the profile needs at least one job');

  const companyId = (entity: string | undefined) => experience.find((job) => entity !== undefined && job.company.toLowerCase() === entity.trim().toLowerCase())?.id;
  const projectSlugs = uniqueIds();
  const addresses: string[] = [email];
  const projectLinks = (url: string | undefined, path: string) => {
    const address = httpsAddress({ url });
    if (url && !address) notes.push(`${path}: ${url} is not an https address, so it was left out`);
    if (address) addresses.push(address.url);
    return address ? (address.isSource ? { repository: address.url } : { url: address.url }) : {};
  };
  const projects = [
    ...(resume.projects ?? []).map((project, index) => ({
      slug: projectSlugs({ text: project.name ?? '', fallback: `project-${index + 1}` }),
      name: project.name?.trim() || 'TODO Project',
      summary: project.description ? text.imported(project.description) : text.placeholder('projectSummary'),
      highlights: (project.highlights ?? []).map((highlight) => text.imported(highlight)),
      stack: project.keywords ?? [],
      ...(companyId(project.entity) ? { employerId: companyId(project.entity) } : {}),
      ...projectLinks(project.url, `projects[${index}].url`),
    })),
    // Volunteering has the shape of a project: what it is, what came of it, where to see it.
    ...(resume.volunteer ?? []).map((entry, index) => {
      const summary = [entry.position, entry.summary].filter(Boolean).join(': ');
      return {
        slug: projectSlugs({ text: `volunteer ${entry.organization ?? ''}`, fallback: `volunteer-${index + 1}` }),
        name: entry.organization?.trim() || 'TODO Organization',
        summary: summary ? text.imported(summary) : text.placeholder('projectSummary'),
        highlights: (entry.highlights ?? []).map((highlight) => text.imported(highlight)),
        stack: stackOf([entry.position, entry.summary, ...(entry.highlights ?? [])]),
        ...projectLinks(entry.url, `volunteer[${index}].url`),
      };
    }),
  ];

  const educationIds = uniqueIds();
  const education = [
    ...(resume.education ?? []).map((entry, index) => {
      const year = yearOf(date(`education[${index}].endDate`, entry.endDate)) ?? yearOf(date(`education[${index}].startDate`, entry.startDate));
      if (year === undefined) errors.push(`education[${index}].endDate: missing; the profile needs the year (endDate, else startDate)`);
      const degree = [entry.studyType, entry.area].filter(Boolean).join(', ');
      return {
        id: educationIds({ text: entry.institution ?? '', fallback: `education-${index + 1}` }),
        degree: degree ? text.imported(degree) : text.placeholder('degree'),
        institution: entry.institution?.trim() || 'TODO Institution',
        year: year ?? today.getUTCFullYear(),
      };
    }),
    // A certificate reads like a degree: its name, who issued it, the year.
    ...(resume.certificates ?? []).map((certificate, index) => {
      const year = yearOf(date(`certificates[${index}].date`, certificate.date));
      if (year === undefined) errors.push(`certificates[${index}].date: missing; the profile needs the year`);
      return {
        id: educationIds({ text: certificate.name ?? '', fallback: `certificate-${index + 1}` }),
        degree: certificate.name ? text.same(certificate.name) : text.placeholder('degree'),
        institution: certificate.issuer?.trim() || 'TODO Issuer',
        year: year ?? today.getUTCFullYear(),
      };
    }),
  ];

  const languageIds = uniqueIds();
  const languages = (resume.languages ?? []).map((entry, index) => {
    const written = entry.language?.trim() || 'TODO Language';
    const code = languageCode({ name: written });
    const level = entry.fluency ? languageLevel({ fluency: entry.fluency }) : null;
    return {
      id: languageIds({ text: code ? languageName({ code, locale: 'en' }) : written, fallback: `language-${index + 1}` }),
      name: code ? text.each((locale) => languageName({ code, locale })) : text.imported(written),
      level: level ? text.each((locale) => level.level[locale]) : entry.fluency ? text.imported(entry.fluency) : text.placeholder('level'),
      ...(level?.native ? { native: true } : {}),
    };
  });
  if (languages.length === 0) errors.push('languages: empty; the profile needs at least one language you speak');

  const skillIds = uniqueIds();
  const groups = (resume.skills ?? []).map((skill, index) => ({
    id: skillIds({ text: skill.name ?? '', fallback: `skills-${index + 1}` }),
    title: skill.name ? text.imported(skill.name) : text.placeholder('skillsTitle'),
    skills: (skill.keywords ?? []).length > 0 ? (skill.keywords ?? []) : [skill.name ?? 'TODO'],
  }));

  const links = linksOf({ basics, notes });
  addresses.push(...Object.values(links));
  const location = basics.location ?? {};
  const country = location.countryCode ? text.each((locale) => countryName({ code: location.countryCode ?? '', locale }) ?? PLACEHOLDERS[locale].country) : text.placeholder('country');
  const assistant = (key: 'disclosure' | 'unknown' | 'offTopic') => text.each((locale) => assistantTexts({ firstName, email, locale })[key]);
  const awards = (resume.awards ?? []).map((award) => {
    const by = [award.awarder, award.date?.slice(0, 4)].filter(Boolean).join(', ');
    return text.imported(`${award.title ?? 'TODO award'}${by ? ` (${by})` : ''}${award.summary ? `: ${award.summary}` : ''}`);
  });
  const introduction = basics.summary ? text.imported(basics.summary) : text.placeholder('introduction');

  notes.push(...skippedFields({ resume }));
  if (errors.length > 0) return { errors };
  const profileInput: ProfileInput = {
    // A fictional person's document (all its addresses on reserved example domains) is a sample, and says so.
    isSample: addresses.every((address) => placeholderKind({ address }) === 'reserved'),
    locales: [...locales],
    person: {
      name,
      firstName,
      pronouns: 'TODO: she/her, he/him or they/them',
      headline: basics.label ? text.imported(basics.label) : text.placeholder('headline'),
      location: { city: location.city?.trim() || 'TODO City', country, timezone: 'TODO: a time zone label such as CET' },
      workMode: text.placeholder('workMode'),
      introduction,
    },
    languages,
    education,
    experience,
    skills: { groups: groups.length > 0 ? groups : [{ id: 'todo-skills', title: text.placeholder('skillsTitle'), skills: ['TODO'] }], notOffered: [] },
    projects,
    workingStyle: [text.placeholder('workingStyle')],
    mindset: [text.placeholder('mindset')],
    strengths: { items: awards.length > 0 ? awards : [text.placeholder('strength')] },
    availability: {
      roles: text.placeholder('roles'),
      from: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)),
      conditions: text.placeholder('conditions'),
      notInterestedIn: text.placeholder('notInterestedIn'),
    },
    contact: { email, note: text.placeholder('contactNote'), ...(Object.keys(links).length > 0 ? { links } : {}) },
    boundaries: [
      { id: 'salary', kind: 'salary', topic: text.standard(BOUNDARY_TOPICS.salary), reply: text.each((locale) => PLACEHOLDERS[locale].salaryReply({ email })) },
      { id: 'private-life', kind: 'private-life', topic: text.standard(BOUNDARY_TOPICS['private-life']), reply: text.placeholder('privateLifeReply') },
    ],
    faq: [{
      id: 'who-are-you',
      question: text.standard(WHO_ARE_YOU.question),
      patterns: Object.fromEntries(locales.map((locale) => [locale, WHO_ARE_YOU.patterns[locale]])),
      answer: introduction,
    }],
    blog: { topics: [text.placeholder('blogTopic')], notIndexedReply: text.placeholder('notIndexedReply') },
    suggestedQuestions: SUGGESTED_QUESTIONS.map((question) => text.standard(question)),
    assistant: { disclosure: assistant('disclosure'), unknown: assistant('unknown'), offTopic: assistant('offTopic') },
  };
  return { profileInput, notes };
}

/** GitHub, LinkedIn and the personal site from `basics`: https addresses only. */
function linksOf({ basics, notes }: { basics: NonNullable<JsonResume['basics']>; notes: string[] }): { github?: string; linkedin?: string; website?: string } {
  const links: { github?: string; linkedin?: string; website?: string } = {};
  const website = httpsAddress({ url: basics.url });
  if (website) links.website = website.url;
  else if (basics.url) notes.push(`basics.url: ${basics.url} is not an https address, so it was left out`);
  (basics.profiles ?? []).forEach((profile, index) => {
    const network = profile.network?.toLowerCase() ?? '';
    const kind = network.includes('github') ? 'github' : network.includes('linkedin') ? 'linkedin' : null;
    const base = kind === 'github' ? 'https://github.com/' : 'https://www.linkedin.com/in/';
    const url = httpsAddress({ url: profile.url ?? (kind && profile.username ? `${base}${profile.username}` : undefined) });
    if (kind && url) links[kind] = url.url;
    else notes.push(`basics.profiles[${index}]: ${profile.network ?? 'a profile'} has no place in the profile (GitHub, LinkedIn and your website do), so it was left out`);
  });
  return links;
}

/** The document's fields that have no place in the profile, named so the owner knows what was not carried over. */
function skippedFields({ resume }: { resume: JsonResume }): string[] {
  const basics = resume.basics ?? {};
  const present = (values: unknown[]) => values.some((value) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  const skipped: Array<[string, boolean, string]> = [
    ['basics.image', basics.image !== undefined, 'put a square copy under public/ and set person.photo to its path'],
    ['basics.phone', basics.phone !== undefined, 'the chat never gives a phone number'],
    ['basics.location.address, postalCode, region', present([basics.location?.address, basics.location?.postalCode, basics.location?.region]), 'the page shows the city and country only'],
    ['work[].url', present((resume.work ?? []).map((job) => job.url)), 'jobs have no link'],
    ['education[].score, courses', present((resume.education ?? []).flatMap((entry) => [entry.score, entry.courses])), 'education shows degree, institution and year'],
    ['skills[].level', present((resume.skills ?? []).map((skill) => skill.level)), 'say it in a highlight or a strength'],
    ['projects[].roles, startDate, endDate, type', present((resume.projects ?? []).flatMap((project) => [project.roles, project.startDate, project.endDate, project.type])), 'projects have no dates or roles; say them in the summary'],
    ['publications, interests, references', present([resume.publications, resume.interests, resume.references]), 'the profile has no section for them'],
  ];
  return skipped.filter(([, isPresent]) => isPresent).map(([field, , why]) => `${field}: not imported (${why})`);
}
