import { getDictionary } from '@/lib/i18n/dictionary';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import { boundaryKind } from '@/lib/knowledge/boundary-kind';
import { joinList, termsOf } from '@/lib/knowledge/chunk-draft';
import { careerGaps, formatDuration, formatMonth, formatYearsAtLeast, monthsWorked, totalCareerMonths } from '@/lib/knowledge/durations';
import { cityName, describeLocation } from '@/lib/knowledge/person-chunks';
import type { Experience, Profile } from '@/lib/knowledge/profile-schema';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { cuePosition, foldedQuestion } from '@/lib/offline/detect-cues';
import { LANGUAGE_NAMES, type QuestionCue } from '@/lib/offline/question-cues';
import { findMentions, type ProfileEntity } from '@/lib/retrieval/profile-entities';
import { splitWords } from '@/lib/retrieval/tokenize';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Language names are lower case inside Spanish and French sentences ("hablo español"). */
function languageName({ name, locale }: { name: string; locale: Locale }): string {
  return locale === 'es' || locale === 'fr' ? name.toLocaleLowerCase(locale) : name;
}

function jobOf({ entity, profile }: { entity: ProfileEntity | undefined; profile: Profile }): Experience | undefined {
  return entity?.kind === 'employer' ? profile.experience.find((job) => job.id === entity.key) : undefined;
}

function currentJob({ profile }: { profile: Profile }): Experience {
  // The schema requires at least one job.
  return (profile.experience.find((job) => job.end === null) ?? profile.experience[0]) as Experience;
}

/** "June 2019 to February 2022" in the locale's words. */
function periodOf({ job, locale }: { job: Experience; locale: Locale }): string {
  const facts = getDictionary({ locale }).facts;
  return facts.period({ start: formatMonth({ date: job.start, locale }), end: job.end ? formatMonth({ date: job.end, locale }) : null });
}

/** What the question is about: the entities it names, else those it refers back to. */
export function subjects({ context }: { context: AnswerContext }): ProfileEntity[] {
  const named = findMentions({ text: context.question, profile: context.profile }).map((mention) => mention.entity);
  return named.length > 0 ? named : context.resolution.carried;
}

function subjectOf({ context, kind }: { context: AnswerContext; kind: ProfileEntity['kind'] }): ProfileEntity | undefined {
  return subjects({ context }).find((entity) => entity.kind === kind);
}

/** "How long were you at X?": the computed tenure, first. */
function tenurePart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale, today } = context;
  const answers = getDictionary({ locale }).answers;
  const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
  const text = job.end === null
    ? answers.tenureCurrent({ company: job.company, duration, since: formatMonth({ date: job.start, locale }) })
    : answers.tenurePast({ company: job.company, duration, period: periodOf({ job, locale }) });
  return { text, chunkIds: ['duration', `experience-${job.id}`] };
}

/** "What was your role at X?": the role and period, then the summary. */
function rolePart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale } = context;
  const lead = getDictionary({ locale }).answers.roleAt({ company: job.company, role: job.role[locale], period: periodOf({ job, locale }), current: job.end === null });
  return { text: `${lead} ${job.summary[locale]}`, chunkIds: [`experience-${job.id}`] };
}

/** "Where do you work now?": employer, role and since when, then what the job is. */
function currentJobPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const job = currentJob({ profile });
  const lead = getDictionary({ locale }).answers.currentJob({ company: job.company, role: job.role[locale], since: formatMonth({ date: job.start, locale }) });
  return { text: `${lead} ${job.summary[locale]}`, chunkIds: [`experience-${job.id}`] };
}

/** "And before that?": the neighbouring job the resolution navigated to. */
export function navigationPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { resolution, profile, locale } = context;
  const from = jobOf({ entity: resolution.navigatedFrom, profile });
  const target = jobOf({ entity: resolution.carried[0], profile });
  if (!from || !target) return null;
  const answers = getDictionary({ locale }).answers;
  if (target.id === from.id) {
    const text = resolution.reference === 'previous-job' ? answers.earliestJob({ company: from.company }) : answers.latestJob({ company: from.company });
    return { text, chunkIds: [`experience-${from.id}`] };
  }
  const options = { anchor: from.company, company: target.company, role: target.role[locale], period: periodOf({ job: target, locale }) };
  const lead = resolution.reference === 'previous-job' ? answers.previousJob(options) : answers.nextJob(options);
  const [highlight] = target.highlights;
  return { text: [lead, target.summary[locale], ...(highlight ? [highlight[locale]] : [])].join(' '), chunkIds: [`experience-${target.id}`] };
}

/** "How many years of experience?": the union of the jobs, then the gaps if any. */
function totalExperiencePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const facts = getDictionary({ locale }).facts;
  const months = totalCareerMonths({ periods: profile.experience, today });
  const first = [...profile.experience].sort((left, right) => left.start.getTime() - right.start.getTime())[0];
  const total = facts.durationTotal({
    rounded: formatYearsAtLeast({ months, locale }),
    exact: formatDuration({ months, locale }),
    since: first ? formatMonth({ date: first.start, locale }) : '',
  });
  const job = currentJob({ profile });
  const now = getDictionary({ locale }).answers.currentJob({ company: job.company, role: job.role[locale], since: formatMonth({ date: job.start, locale }) });
  return { text: `${total} ${now}`, chunkIds: ['duration'] };
}

/** "Any gaps in your CV?": the explained breaks and the unexplained gaps, or that there are none. */
function gapsPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const gapText = context.retrieval.chunks.find(({ chunk }) => chunk.id === 'duration')?.chunk.localizedText[locale];
  const sentences = (gapText ?? '').split(/(?<=[.!?])\s+/);
  const stated = careerGaps({ periods: profile.experience, today }).length + profile.careerBreaks.length;
  // The gap sentences close the duration chunk: one per break or gap, or the single "no gaps" line.
  const text = sentences.slice(-Math.max(1, stated)).join(' ');
  return { text, chunkIds: ['duration'] };
}

/** "When can you start?": the month (or now), then the roles and conditions in the owner's words. */
function startPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const { availability } = profile;
  const answers = getDictionary({ locale }).answers;
  const lead = today >= availability.from ? answers.availableNow : answers.startFrom({ from: formatMonth({ date: availability.from, locale }) });
  return { text: `${lead} ${capitalize(`${availability.roles[locale]}, ${availability.conditions[locale]}.`)}`, chunkIds: ['availability'] };
}

function remotePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const { remote } = profile.availability;
  const text = remote ? getDictionary({ locale }).facts.remote[remote] : profile.person.workMode[locale];
  return { text, chunkIds: ['availability', 'location'] };
}

function relocationPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const { relocation } = profile.availability;
  const dictionary = getDictionary({ locale });
  const lead = relocation ? dictionary.facts.relocation[relocation] : dictionary.answers.relocationUnknown;
  return { text: `${lead} ${describeLocation({ profile, locale })}`, chunkIds: ['availability', 'location'] };
}

/** A place the question names that is not the owner's city ("vor Ort in München"), as typed. */
function otherPlace({ context }: { context: AnswerContext }): string | null {
  const own = splitWords({ text: [context.profile.person.location.city, ...Object.values(context.profile.person.location.cityNames ?? {})].join(' ') });
  const match = /\b(?:in|en|à|a|nach|to)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u.exec(context.question);
  const place = match?.[1];
  if (!place || splitWords({ text: place }).some((word) => own.includes(word))) return null;
  return place;
}

/** "On site in Munich?": where the owner is based, whether they would move, and how they prefer to work. */
function onSitePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const dictionary = getDictionary({ locale });
  const place = otherPlace({ context });
  const { relocation, remote } = profile.availability;
  const sentences = [
    ...(place ? [dictionary.answers.onSiteElsewhere({ place, city: cityName({ profile, locale }) })] : [describeLocation({ profile, locale })]),
    ...(remote ? [dictionary.facts.remote[remote]] : []),
    relocation ? dictionary.facts.relocation[relocation] : dictionary.answers.relocationUnknown,
  ];
  return { text: sentences.join(' '), chunkIds: ['location', 'availability'] };
}

/** The places (employers and projects) whose stack lists the skill, with the months spent at the jobs among them. */
function skillEvidence({ context, skill }: { context: AnswerContext; skill: string }) {
  const { profile, today } = context;
  const named = (item: string) => termsOf({ name: item }).some((term) => term.toLowerCase() === skill.toLowerCase());
  const jobs = profile.experience.filter((job) => job.stack.some(named));
  const projects = profile.projects.filter((project) => project.stack.some(named));
  const months = totalCareerMonths({ periods: jobs, today });
  return { jobs, projects, months };
}

function placesOf({ evidence, locale }: { evidence: ReturnType<typeof skillEvidence>; locale: Locale }): string {
  return joinList({ items: [...evidence.jobs.map((job) => job.company), ...evidence.projects.map((project) => project.name)], locale });
}

/** A highlight of the owner's that names the skill: the evidence a recruiter wants next to the claim. */
function highlightNaming({ context, skill }: { context: AnswerContext; skill: string }): string | null {
  const folded = ` ${splitWords({ text: skill }).join(' ')} `;
  for (const job of context.profile.experience) {
    for (const highlight of job.highlights) {
      if (` ${splitWords({ text: highlight.en }).join(' ')} `.includes(folded)) return highlight[context.locale];
    }
  }
  return null;
}

/** "Have you used X?": yes, in which skill area, and where. */
function skillYesPart({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): AnswerPart {
  const { locale, profile } = context;
  const answers = getDictionary({ locale }).answers;
  const group = profile.skills.groups.find((candidate) => candidate.id === skill.key);
  const evidence = skillEvidence({ context, skill: skill.name });
  const lead = answers.skillYes({ skill: skill.name, area: group?.title[locale] ?? '' });
  const where = evidence.jobs.length + evidence.projects.length > 0 ? ` ${answers.usedAt({ places: placesOf({ evidence, locale }) })}` : '';
  return { text: `${lead}${where}`, chunkIds: [skill.chunkId, ...evidence.jobs.map((job) => `experience-${job.id}`)].slice(0, 3) };
}

/** "How strong are you with X?": how long and where, then a highlight that shows it. */
function skillStrengthPart({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): AnswerPart {
  const { locale } = context;
  const evidence = skillEvidence({ context, skill: skill.name });
  if (evidence.jobs.length === 0) return skillYesPart({ context, skill });
  const lead = getDictionary({ locale }).answers.skillStrength({
    skill: skill.name,
    duration: formatDuration({ months: evidence.months, locale }),
    places: placesOf({ evidence, locale }),
  });
  const highlight = highlightNaming({ context, skill: skill.name });
  return { text: highlight ? `${lead} ${highlight}` : lead, chunkIds: [skill.chunkId, ...evidence.jobs.map((job) => `experience-${job.id}`)].slice(0, 3) };
}

/** A spoken language the question names: one of the owner's, or another by its usual name. */
function askedLanguage({ context }: { context: AnswerContext }): { english: string; own?: Profile['languages'][number] } | null {
  const { profile } = context;
  const mentioned = findMentions({ text: context.question, profile, kinds: ['language'] })[0];
  const own = mentioned && profile.languages.find((language) => language.id === mentioned.entity.key);
  if (own) return { english: own.name.en, own };
  const folded = foldedQuestion({ question: context.question });
  const other = Object.entries(LANGUAGE_NAMES).find(([, names]) => names.some((name) => folded.includes(` ${name} `)));
  return other ? { english: other[0] } : null;
}

function languageList({ context }: { context: AnswerContext }): string {
  const { locale, profile } = context;
  return joinList({ items: profile.languages.map((language) => `${languageName({ name: language.name[locale], locale })} (${language.level[locale]})`), locale });
}

/** "Do you speak French?": yes with the level, or no with the languages the owner does speak. */
function speaksPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale } = context;
  const answers = getDictionary({ locale }).answers;
  const asked = askedLanguage({ context });
  if (asked?.own) {
    return { text: answers.speaksYes({ language: languageName({ name: asked.own.name[locale], locale }), level: asked.own.level[locale] }), chunkIds: ['languages'] };
  }
  if (asked) {
    const names = LANGUAGE_NAMES[asked.english] ?? [];
    const shown = names[LOCALES.indexOf(locale)] ?? asked.english;
    return { text: answers.speaksNo({ language: capitalizeFor({ text: shown, locale }), languages: languageList({ context }) }), chunkIds: ['languages'] };
  }
  return { text: getDictionary({ locale }).facts.languages(languageList({ context })), chunkIds: ['languages'] };
}

/** German and English capitalise language names; Spanish and French write them in lower case. */
function capitalizeFor({ text, locale }: { text: string; locale: Locale }): string {
  return locale === 'es' || locale === 'fr' ? text : capitalize(text);
}

function nativeLanguagePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const native = profile.languages.filter((language) => language.native).map((language) => languageName({ name: language.name[locale], locale }));
  if (native.length === 0) return speaksPart({ context });
  return { text: `${getDictionary({ locale }).answers.nativeLanguage({ languages: joinList({ items: native, locale }) })} ${getDictionary({ locale }).facts.languages(languageList({ context }))}`, chunkIds: ['languages'] };
}

function educationPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const facts = getDictionary({ locale }).facts;
  return { text: profile.education.map((entry) => facts.education({ degree: entry.degree[locale], institution: entry.institution, year: entry.year })).join(' '), chunkIds: ['education'] };
}

function contactPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  return { text: `${getDictionary({ locale }).facts.contact(profile.contact.email)} ${profile.contact.note[locale]}`, chunkIds: ['contact'] };
}

function locationPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: describeLocation({ profile: context.profile, locale: context.locale }), chunkIds: ['location'] };
}

/** "Tell me about yourself", "why should we hire you?": who, how long, where now, strengths, then two highlights. */
function pitchPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const dictionary = getDictionary({ locale });
  const job = currentJob({ profile });
  const lead = dictionary.answers.pitchLead({
    name: profile.person.name,
    headline: profile.person.headline[locale],
    years: formatYearsAtLeast({ months: totalCareerMonths({ periods: profile.experience, today }), locale }),
    role: job.role[locale],
    company: job.company,
  });
  const strengths = dictionary.facts.strengths(profile.strengths.items.map((item) => item[locale]).join(dictionary.facts.semicolon));
  const examples = job.highlights.slice(0, 2).map((highlight) => highlight[locale]);
  const evidence = examples.length > 0 ? ` ${dictionary.answers.forExample} ${examples.join(' ')}` : '';
  return { text: `${lead} ${strengths}${evidence}`, chunkIds: ['core-bio', 'strengths', `experience-${job.id}`] };
}

/** Word beginnings that show leading people, in the owner's texts of each language. */
const LEADERSHIP_STEMS: Record<Locale, RegExp> = {
  en: /\b(?:lead|led|leads|mentor|manag|team lead|tech lead|head of)/i,
  es: /\b(?:lider|dirij|dirig|mentor|gestion|coordin|respons)/i,
  fr: /\b(?:dirig|men[eé]|mentor|encadr|manag|anim|respons)/i,
  de: /\b(?:leit|f[uü]hr|mentor|betreu|verantwort|manag)/i,
};

/** "Have you led a team?": yes when the question asks so, then the owner's own sentences that show it. */
function leadershipPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, profile } = context;
  const evidence = profile.experience.flatMap((job) =>
    [job.summary, ...job.highlights].filter((text) => LEADERSHIP_STEMS[locale].test(text[locale])).map((text) => ({ job, text: text[locale] })));
  const strengths = profile.strengths.items.filter((item) => LEADERSHIP_STEMS[locale].test(item[locale])).map((item) => item[locale]);
  if (evidence.length === 0 && strengths.length === 0) return null;
  const lines = evidence.slice(0, 3).map(({ job, text }) => `${job.company}: ${text}`);
  const asksYesNo = cuePosition({ folded: foldedQuestion({ question: context.question }), cue: 'yesNo' }) >= 0;
  return {
    text: [...(asksYesNo ? [getDictionary({ locale }).answers.yes] : []), ...lines, ...strengths.slice(0, 1)].join(' '),
    chunkIds: [...new Set(evidence.slice(0, 3).map(({ job }) => `experience-${job.id}`)), ...(strengths.length > 0 ? ['strengths'] : [])],
  };
}

/** "Acme Labs (Staff Engineer, 2022–present, 4 years and 8 months)" for every job, newest first. */
export function employerList({ profile, locale, today }: { profile: Profile; locale: Locale; today: Date }): string {
  const present = getDictionary({ locale }).offline.present;
  return profile.experience
    .map((job) => {
      const years = `${job.start.getUTCFullYear()}–${job.end ? job.end.getUTCFullYear() : present}`;
      const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
      return `${job.company} (${job.role[locale]}, ${years}, ${duration})`;
    })
    .join('; ');
}

/** "Where have you worked?": every employer with role, years and time there. */
function careerHistoryPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  return { text: `${getDictionary({ locale }).answers.careerLead} ${employerList({ profile, locale, today })}.`, chunkIds: ['duration', ...profile.experience.slice(0, 2).map((job) => `experience-${job.id}`)] };
}

/** Salary in any language: the owner's salary topic, declined with the contact address. */
export function salaryPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const boundary = profile.boundaries.find((candidate) => boundaryKind({ boundary: candidate }) === 'salary');
  const email = profile.contact.email;
  if (!boundary) return { text: getDictionary({ locale }).answers.salaryFallback({ email }), chunkIds: [] };
  const reply = boundary.reply[locale];
  return { text: reply.includes(email) ? reply : `${reply} ${getDictionary({ locale }).facts.contact(email)}`, chunkIds: [] };
}

/** The language the product cannot answer in: a short reply in English (and the page's language) naming the four it can. */
export function unsupportedLanguagePart({ locale }: { locale: Locale }): AnswerPart {
  const languages = (target: Locale) => joinList({ items: LOCALES.map((code) => LOCALE_NAMES[code]), locale: target });
  const english = getDictionary({ locale: 'en' }).answers.unsupportedLanguage({ languages: languages('en') });
  const own = locale === 'en' ? '' : `\n\n${getDictionary({ locale }).answers.unsupportedLanguage({ languages: languages(locale) })}`;
  return { text: `${english}${own}`, chunkIds: [] };
}

type PartBuilder = (context: AnswerContext) => AnswerPart | null;

/**
 * The kinds of question the offline engine answers from structured facts, each recognised by its cue
 * phrases. Order decides between kinds at the same position; answers follow the question's order.
 */
const KINDS: ReadonlyArray<{ cue: QuestionCue; build: PartBuilder }> = [
  { cue: 'pitch', build: (context) => pitchPart({ context }) },
  { cue: 'skillStrength', build: (context) => { const skill = subjectOf({ context, kind: 'skill' }); return skill ? skillStrengthPart({ context, skill }) : null; } },
  { cue: 'duration', build: (context) => { const job = jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile }); return job ? tenurePart({ context, job }) : null; } },
  { cue: 'role', build: (context) => rolePart({ context, job: jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile }) ?? currentJob({ profile: context.profile }) }) },
  { cue: 'careerHistory', build: (context) => careerHistoryPart({ context }) },
  { cue: 'currentJob', build: (context) => (subjectOf({ context, kind: 'employer' }) ? null : currentJobPart({ context })) },
  { cue: 'totalExperience', build: (context) => (subjectOf({ context, kind: 'employer' }) ? null : totalExperiencePart({ context })) },
  { cue: 'start', build: (context) => startPart({ context }) },
  { cue: 'onSite', build: (context) => onSitePart({ context }) },
  { cue: 'remote', build: (context) => remotePart({ context }) },
  { cue: 'relocation', build: (context) => relocationPart({ context }) },
  { cue: 'location', build: (context) => locationPart({ context }) },
  { cue: 'skillYesNo', build: (context) => { const skill = subjectOf({ context, kind: 'skill' }); return skill ? skillYesPart({ context, skill }) : null; } },
  { cue: 'nativeLanguage', build: (context) => nativeLanguagePart({ context }) },
  { cue: 'speaks', build: (context) => speaksPart({ context }) },
  { cue: 'education', build: (context) => educationPart({ context }) },
  { cue: 'contact', build: (context) => contactPart({ context }) },
  { cue: 'leadership', build: (context) => leadershipPart({ context }) },
];

/** Gap questions reuse the duration chunk's closing sentences. */
const GAP_CUE = / (?:gap|gaps|career break|hueco|huecos|laguna|parón|paron|trou|interruption|lucke|lucken|auszeit) /;

/** "What did you do at Acme?": the role and period first, then what the job was, with two highlights. */
function employerPart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale } = context;
  const lead = getDictionary({ locale }).answers.roleAt({ company: job.company, role: job.role[locale], period: periodOf({ job, locale }), current: job.end === null });
  const highlights = job.highlights.slice(0, 2).map((highlight) => highlight[locale]);
  return { text: [lead, job.summary[locale], ...highlights].join(' '), chunkIds: [`experience-${job.id}`] };
}

/** "Tell me about Acme App": what it is, a highlight, its stack and where it was built. */
function projectPart({ context, slug }: { context: AnswerContext; slug: string }): AnswerPart | null {
  const { locale, profile } = context;
  const project = profile.projects.find((candidate) => candidate.slug === slug);
  if (!project) return null;
  const facts = getDictionary({ locale }).facts;
  const employer = profile.experience.find((job) => job.id === project.employerId);
  const sentences = [
    `${project.name}: ${project.summary[locale]}`,
    ...project.highlights.slice(0, 1).map((highlight) => highlight[locale]),
    ...(project.stack.length > 0 ? [facts.stack(project.stack.join(', '))] : []),
    ...(employer ? [facts.builtAt(employer.company)] : []),
  ];
  return { text: sentences.join(' '), chunkIds: [`project-${project.slug}`] };
}

/**
 * The parts of the question the engine can answer from structured facts, in the order the question
 * asks them: one question can ask several things ("leadership, backend and relocation?"). A question
 * that only names an employer (or a project retrieval ranks first) gets that entry's facts.
 */
export function factParts({ context }: { context: AnswerContext }): AnswerPart[] {
  const folded = foldedQuestion({ question: context.question });
  const found = KINDS
    .map((kind, order) => ({ kind, order, position: cuePosition({ folded, cue: kind.cue }) }))
    .filter(({ position }) => position >= 0)
    .sort((left, right) => left.position - right.position || left.order - right.order);
  const parts: AnswerPart[] = [];
  const seen = new Set<string>();
  if (GAP_CUE.test(folded)) parts.push(gapsPart({ context }));
  for (const { kind } of found) {
    const part = kind.build(context);
    if (!part || seen.has(part.text)) continue;
    seen.add(part.text);
    parts.push(part);
  }
  if (parts.length > 0) return parts;
  const [subject] = findMentions({ text: context.question, profile: context.profile, kinds: ['employer', 'project'] }).map((mention) => mention.entity);
  const job = jobOf({ entity: subject, profile: context.profile });
  if (job) return [employerPart({ context, job })];
  // A project only when retrieval agrees: "how many people use Harbor?" is answered by the job that says so.
  if (subject?.kind !== 'project' || context.retrieval.chunks[0]?.chunk.id !== subject.chunkId) return [];
  const project = projectPart({ context, slug: subject.key });
  return project ? [project] : [];
}

