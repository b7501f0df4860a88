import { getDictionary, formatMonth } from '@/lib/i18n';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/contracts';
import { boundaryKind, joinList, termsOf, withoutParentheses, careerGaps, formatDuration, formatYearsAtLeast, monthsWorked, totalCareerMonths, availabilitySentence, cityName, describeLocation } from '@/lib/knowledge';
import type { Experience, Profile } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { cuePosition, foldedQuestion } from '@/lib/offline/detect-cues';
import { newSentences } from '@/lib/offline/repeated-facts';
import { LANGUAGE_NAMES, QUESTION_CUES, type QuestionCue } from '@/lib/offline/question-cues';
import { findMentions, type ProfileEntity } from '@/lib/retrieval';
import { splitWords, tokenize } from '@/lib/text';

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
  if (named.length > 0) return named;
  const resolved = findMentions({ text: context.resolution.resolvedQuery, profile: context.profile }).map((mention) => mention.entity);
  return resolved.length > 0 ? resolved : context.resolution.carried;
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

/** An explained career break as a sentence: when, how long, and the owner's words. */
function careerBreakSentence({ context, id }: { context: AnswerContext; id: string }): string | null {
  const { locale, profile, today } = context;
  const entry = profile.careerBreaks.find((candidate) => candidate.id === id);
  if (!entry) return null;
  return getDictionary({ locale }).facts.careerBreak({
    start: formatMonth({ date: entry.start, locale }),
    end: formatMonth({ date: entry.end, locale }),
    duration: formatDuration({ months: monthsWorked({ start: entry.start, end: entry.end, today }), locale }),
    description: entry.description[locale],
  });
}

/** How a stop of the career is named in "Before …": the employer, or the month a break began. */
function stopName({ context, entity }: { context: AnswerContext; entity: ProfileEntity }): string | null {
  if (entity.kind === 'employer') return jobOf({ entity, profile: context.profile })?.company ?? null;
  const entry = context.profile.careerBreaks.find((candidate) => candidate.id === entity.key);
  if (!entry) return null;
  return formatMonth({ date: context.resolution.reference === 'previous-job' ? entry.start : entry.end, locale: context.locale });
}

/** "And before that?": the neighbouring job (or explained break) the resolution navigated to. */
export function navigationPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { resolution, profile, locale } = context;
  const from = resolution.navigatedFrom;
  const target = resolution.carried[0];
  if (!from || !target) return null;
  const answers = getDictionary({ locale }).answers;
  const anchor = stopName({ context, entity: from });
  if (!anchor) return null;
  if (target === from) {
    const text = resolution.reference === 'previous-job' ? answers.earliestJob({ company: anchor }) : answers.latestJob({ company: anchor });
    return { text, chunkIds: [from.chunkId] };
  }
  if (target.kind === 'career-break') {
    const sentence = careerBreakSentence({ context, id: target.key });
    return sentence ? { text: sentence, chunkIds: ['duration'] } : null;
  }
  const job = jobOf({ entity: target, profile });
  if (!job) return null;
  const options = { anchor, company: job.company, role: job.role[locale], period: periodOf({ job, locale }) };
  const lead = resolution.reference === 'previous-job' ? answers.previousJob(options) : answers.nextJob(options);
  const highlights = newSentences({ candidates: job.highlights.slice(0, 1).map((highlight) => highlight[locale]), said: job.summary[locale], locale });
  return { text: [lead, job.summary[locale], ...highlights].join(' '), chunkIds: [`experience-${job.id}`] };
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
  return { text: `${lead} ${answers.lookingFor({ roles: availability.roles[locale], conditions: availability.conditions[locale] })}`, chunkIds: ['availability'] };
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
  // "LLM integration" was used where a stack says "LLM": the skill's first word names it too.
  const names = new Set([skill.toLowerCase(), skill.toLowerCase().split(' ')[0] ?? '']);
  const named = (item: string) => termsOf({ name: item }).some((term) => names.has(term.toLowerCase()));
  const jobs = profile.experience.filter((job) => job.stack.some(named));
  const projects = profile.projects.filter((project) => project.stack.some(named));
  const months = totalCareerMonths({ periods: jobs, today });
  return { jobs, projects, months };
}

function placesOf({ evidence, locale }: { evidence: ReturnType<typeof skillEvidence>; locale: Locale }): string {
  return joinList({ items: [...evidence.jobs.map((job) => job.company), ...evidence.projects.map((project) => project.name)], locale });
}

/**
 * A capitalised list item or headline made to continue a sentence ("Design systems" → "design systems"),
 * except in German, which capitalises nouns, and for a first word with capitals inside ("TypeScript", "AI").
 */
function inSentence({ text, locale }: { text: string; locale: Locale }): string {
  const firstWord = text.split(/[\s(,;:]/, 1)[0] ?? '';
  if (locale === 'de' || /\p{Lu}/u.test(firstWord.slice(1))) return text;
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/** What follows "For example:": Spanish and French go on in lower case after a colon, English and German need not. */
function afterColon({ text, locale }: { text: string; locale: Locale }): string {
  return locale === 'es' || locale === 'fr' ? inSentence({ text, locale }) : text;
}

/** A highlight or project text of the owner's that names the skill: the evidence a recruiter wants next to the claim. */
function highlightNaming({ context, skill }: { context: AnswerContext; skill: string }): string | null {
  const words = splitWords({ text: skill });
  const wanted = [` ${words.join(' ')} `, ...(words.length > 1 && (words[0]?.length ?? 0) >= 3 ? [` ${words[0]} `] : [])];
  const texts = [
    ...context.profile.experience.flatMap((job) => job.highlights),
    ...context.profile.projects.flatMap((project) => [project.summary, ...project.highlights]),
  ];
  const found = texts.find((text) => wanted.some((form) => ` ${splitWords({ text: text.en }).join(' ')} `.includes(form)));
  return found ? found[context.locale] : null;
}

/** The skill as the profile lists it, with what its parentheses add: "accessibility (WCAG 2.2 AA)". */
function listedSkill({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): string {
  const group = context.profile.skills.groups.find((candidate) => candidate.id === skill.key);
  return group?.skills.find((item) => termsOf({ name: item })[0]?.toLowerCase() === skill.name.toLowerCase()) ?? skill.name;
}

/** "Have you used X?": yes, in which skill area, and where. */
function skillYesPart({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): AnswerPart {
  const { locale, profile } = context;
  const answers = getDictionary({ locale }).answers;
  const group = profile.skills.groups.find((candidate) => candidate.id === skill.key);
  const evidence = skillEvidence({ context, skill: skill.name });
  const chunkIds = [skill.chunkId, ...evidence.jobs.map((job) => `experience-${job.id}`)].slice(0, 3);
  if (!group) return { text: answers.skillUsed({ skill: skill.name, places: placesOf({ evidence, locale }) }), chunkIds };
  const lead = answers.skillYes({ skill: listedSkill({ context, skill }), area: group.title[locale] });
  const where = evidence.jobs.length + evidence.projects.length > 0 ? ` ${answers.usedAt({ places: placesOf({ evidence, locale }) })}` : '';
  return { text: `${lead}${where}`, chunkIds };
}

/** "How strong are you with X?": how long and where, then a highlight that shows it. */
function skillStrengthPart({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): AnswerPart {
  const { locale } = context;
  const evidence = skillEvidence({ context, skill: skill.name });
  if (evidence.jobs.length === 0) return skillYesPart({ context, skill });
  const answers = getDictionary({ locale }).answers;
  const lead = answers.skillStrength({
    skill: listedSkill({ context, skill }),
    duration: formatDuration({ months: evidence.months, locale }),
    places: joinList({ items: evidence.jobs.map((job) => job.company), locale }),
    projects: joinList({ items: evidence.projects.map((project) => project.name), locale }),
  });
  const highlight = highlightNaming({ context, skill: skill.name });
  return { text: highlight ? `${lead} ${answers.forExample} ${afterColon({ text: highlight, locale })}` : lead, chunkIds: [skill.chunkId, ...evidence.jobs.map((job) => `experience-${job.id}`)].slice(0, 3) };
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
    headline: inSentence({ text: profile.person.headline[locale], locale }),
    years: formatYearsAtLeast({ months: totalCareerMonths({ periods: profile.experience, today }), locale }),
    role: job.role[locale],
    company: job.company,
  });
  const items = profile.strengths.items.map((item) => item[locale]);
  // German items keep their capitals (nouns or not), so they stay separate list entries rather than one sentence.
  const strengths = dictionary.facts.strengths(locale === 'de'
    ? items.join(dictionary.facts.semicolon)
    : joinList({ items: items.map((item) => inSentence({ text: item, locale })), locale }));
  const examples = job.highlights.slice(0, 1).map((highlight) => afterColon({ text: highlight[locale], locale }));
  const evidence = examples.length > 0 ? ` ${dictionary.answers.forExample} ${examples.join(' ')}` : '';
  return { text: `${lead} ${strengths}${evidence}`, chunkIds: ['core-bio', 'strengths', `experience-${job.id}`] };
}

/** Word beginnings that show leading people, in the owner's texts of each language. */
const LEADERSHIP_STEMS: Record<Locale, RegExp> = {
  // "Tech lead" and "Team Lead" are used as loanwords in every language.
  en: /\b(?:lead|led|leads|mentor|manag|head of)/i,
  es: /\b(?:lider|dirij|dirig|mentor|gestion|coordin|respons|lead)/i,
  fr: /\b(?:dirig|men[eé]|mentor|encadr|manag|anim|respons|lead)/i,
  de: /\b(?:leit|f[uü]hr|mentor|betreu|verantwort|manag|lead)/i,
};

/** Words that say the leading was of people, not of a product: these sentences come first. */
const PEOPLE_STEMS: Record<Locale, RegExp> = {
  en: /\b(?:mentor|engineers|people|team|teams|report|hire|hired|coach)/i,
  es: /\b(?:mentor|ingenier|personas|equipo|equipos|contrat)/i,
  fr: /\b(?:mentor|ingénieur|ingenieur|personnes|équipe|equipe|encadr|recrut)/i,
  de: /\b(?:mentor|engineer|ingenieur|menschen|team|teams|betreu|einstell)/i,
};

/** "Have you led a team?": yes when the question asks so, then the owner's own sentences that show it. */
function leadershipPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, profile } = context;
  const asked = new Set(tokenize({ text: context.question, locale }));
  const overlap = (text: string) => tokenize({ text, locale }).filter((word) => asked.has(word)).length;
  // The sentence closest to what was asked leads ("how many engineers?" → "I mentor 4 engineers").
  const evidence = profile.experience
    .flatMap((job) => [job.summary, ...job.highlights].filter((text) => LEADERSHIP_STEMS[locale].test(text[locale])).map((text) => ({ job, text: text[locale] })))
    .map((entry, order) => ({ ...entry, order, score: overlap(entry.text) + (PEOPLE_STEMS[locale].test(entry.text) ? 2 : 0) }))
    .sort((left, right) => right.score - left.score || left.order - right.order);
  const strengths = profile.strengths.items.filter((item) => LEADERSHIP_STEMS[locale].test(item[locale])).map((item) => item[locale]);
  if (evidence.length === 0 && strengths.length === 0) return null;
  const shown = evidence.slice(0, 2);
  const lines = shown.map(({ job, text }) => `${job.company}: ${text}`);
  const asksYesNo = cuePosition({ folded: foldedQuestion({ question: context.question }), cue: 'yesNo' }) === 0;
  const strength = shown.length < 2 ? strengths.slice(0, 1) : [];
  return {
    text: [...(asksYesNo ? [getDictionary({ locale }).answers.yes] : []), ...lines, ...strength].join(' '),
    chunkIds: [...new Set(shown.map(({ job }) => `experience-${job.id}`)), ...(strength.length > 0 ? ['strengths'] : [])],
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
  { cue: 'skillExperience', build: (context) => { const skill = subjectOf({ context, kind: 'skill' }); return skill ? skillStrengthPart({ context, skill }) : null; } },
  { cue: 'duration', build: (context) => { const job = jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile }); return job ? tenurePart({ context, job }) : null; } },
  { cue: 'role', build: (context) => rolePart({ context, job: jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile }) ?? currentJob({ profile: context.profile }) }) },
  { cue: 'careerHistory', build: (context) => careerHistoryPart({ context }) },
  { cue: 'projectsOverview', build: (context) => (subjectOf({ context, kind: 'project' }) ? null : projectsOverviewPart({ context })) },
  { cue: 'wherePlace', build: (context) => jobPlacePart({ context }) },
  { cue: 'builtWith', build: (context) => builtWithPart({ context }) },
  { cue: 'currentJob', build: (context) => (subjectOf({ context, kind: 'employer' }) ? null : currentJobPart({ context })) },
  { cue: 'totalExperience', build: (context) => (subjectOf({ context, kind: 'employer' }) ? null : totalExperiencePart({ context })) },
  { cue: 'start', build: (context) => startPart({ context }) },
  { cue: 'openTo', build: (context) => openToPart({ context }) },
  { cue: 'exclusions', build: (context) => exclusionsPart({ context }) },
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
  // Only a question that opens as a yes/no one ("Is it…?", "Ist es…?"): "Was hast du bei X gebaut?" is not.
  { cue: 'yesNo', build: (context) => (cuePosition({ folded: foldedQuestion({ question: context.question }), cue: 'yesNo' }) === 0 ? yesNoAboutPart({ context }) : null) },
];

/** Gap questions reuse the duration chunk's closing sentences. */
const GAP_CUE = / (?:gap|gaps|career break|hueco|huecos|laguna|parón|paron|trou|interruption|lucke|lucken|auszeit) /;

/** "How much backend have you done?": the skills of that area, then where they were used. */
function skillAreaPart({ context, area }: { context: AnswerContext; area: ProfileEntity }): AnswerPart | null {
  const { locale, profile } = context;
  const group = profile.skills.groups.find((candidate) => candidate.id === area.key);
  if (!group) return null;
  const facts = getDictionary({ locale }).facts;
  const skills = facts.skills({ title: group.title[locale], skills: joinList({ items: group.skills, locale }) });
  const places = [...new Set(group.skills.flatMap((skill) => termsOf({ name: skill })).flatMap((skill) => skillEvidence({ context, skill }).jobs.map((job) => job.company)))];
  const where = places.length > 0 ? ` ${getDictionary({ locale }).answers.usedAt({ places: joinList({ items: places, locale }) })}` : '';
  return { text: `${skills}${where}`, chunkIds: [`skills-${group.id}`] };
}

/** "Any company you would rule out?": the owner's own words. */
function exclusionsPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: context.profile.availability.notInterestedIn[context.locale], chunkIds: ['availability'] };
}

/** "What kind of role are you looking for?": the roles and conditions, then when. */
function openToPart({ context }: { context: AnswerContext }): AnswerPart {
  return { text: availabilitySentence({ profile: context.profile, today: context.today, locale: context.locale }), chunkIds: ['availability'] };
}

/** "And where was that?": the place of the job being discussed. */
function jobPlacePart({ context }: { context: AnswerContext }): AnswerPart | null {
  const job = jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile });
  if (!job) return null;
  return { text: getDictionary({ locale: context.locale }).answers.jobPlace({ company: job.company, location: job.location[context.locale] }), chunkIds: [`experience-${job.id}`] };
}

/** "What projects have you built?": a Markdown list, each project with its summary's first sentence, so a reader can scan it. */
function projectsOverviewPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, profile } = context;
  if (profile.projects.length === 0) return null;
  const { facts } = getDictionary({ locale });
  const lines = profile.projects.map((project) => `- **${project.name}**${facts.colon}${project.summary[locale].split(/(?<=[.!?])\s/)[0] ?? ''}`);
  return { text: `${facts.projectsIntro}\n\n${lines.join('\n')}`, chunkIds: ['portfolio-overview', ...profile.projects.slice(0, 2).map((project) => `project-${project.slug}`)] };
}

/**
 * "Is it open source?" about the thing being discussed: yes, with the owner's sentence that says so,
 * when one sentence of its facts holds every word the question asks about; otherwise null (never a
 * yes the profile does not back).
 */
function yesNoAboutPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, retrieval } = context;
  const entity = subjects({ context }).find((candidate) => candidate.kind === 'project' || candidate.kind === 'employer');
  if (!entity) return null;
  const chunk = retrieval.chunks.find(({ chunk: candidate }) => candidate.id === entity.chunkId)?.chunk;
  const text = chunk?.localizedText[locale];
  if (!text) return null;
  const named = new Set(tokenize({ text: entity.name, locale }));
  const generic = new Set(QUESTION_CUES.genericPredicates.flatMap((word) => tokenize({ text: word, locale })));
  const asked = tokenize({ text: context.question, locale }).filter((word) => !named.has(word) && !generic.has(word));
  if (asked.length === 0) return null;
  const sentence = text.split(/(?<=[.!?])\s+/).find((candidate) => {
    const words = new Set(tokenize({ text: candidate.replace(/-/g, ' '), locale }));
    return asked.every((word) => words.has(word));
  });
  return sentence ? { text: `${getDictionary({ locale }).answers.yes} ${sentence}`, chunkIds: [entity.chunkId] } : null;
}

/** "What did you do at Acme?": the role and period first, then what the job was, with two highlights. */
function employerPart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale } = context;
  const lead = getDictionary({ locale }).answers.roleAt({ company: job.company, role: job.role[locale], period: periodOf({ job, locale }), current: job.end === null });
  const highlights = newSentences({ candidates: job.highlights.slice(0, 2).map((highlight) => highlight[locale]), said: job.summary[locale], locale });
  return { text: [lead, job.summary[locale], ...highlights].join(' '), chunkIds: [`experience-${job.id}`] };
}

/** "What is it built with?": the project's stack. */
function builtWithPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const project = subjectOf({ context, kind: 'project' });
  const found = project && context.profile.projects.find((candidate) => candidate.slug === project.key);
  if (!found || found.stack.length === 0) return null;
  return { text: `${withoutParentheses({ text: found.name })}: ${getDictionary({ locale: context.locale }).facts.stack(found.stack.join(', '))}`, chunkIds: [`project-${found.slug}`] };
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
  // A follow-up is read as resolved: "and Go?" asks what the earlier question asked, about Go.
  const folded = foldedQuestion({ question: context.resolution.reference ? context.resolution.resolvedQuery : context.question });
  const areas = findMentions({ text: context.question, profile: context.profile, kinds: ['skill-area'] });
  const found = [
    ...KINDS.map((kind, order) => ({ build: kind.build, order, position: cuePosition({ folded, cue: kind.cue }) })),
    // A skill area named on its own ("how much backend?") is a part too, unless a specific skill is asked about.
    ...areas.map((mention) => ({ build: (inner: AnswerContext) => (subjectOf({ context: inner, kind: 'skill' }) ? null : skillAreaPart({ context: inner, area: mention.entity })), order: KINDS.length, position: mention.position })),
  ]
    .filter(({ position }) => position >= 0)
    .sort((left, right) => left.position - right.position || left.order - right.order);
  const parts: AnswerPart[] = [];
  const seen = new Set<string>();
  if (GAP_CUE.test(folded)) parts.push(gapsPart({ context }));
  for (const { build } of found) {
    const part = build(context);
    if (!part || seen.has(part.text)) continue;
    seen.add(part.text);
    parts.push(part);
  }
  if (parts.length > 0) return parts;
  const subject = subjects({ context }).find((entity) => entity.kind === 'employer' || entity.kind === 'project' || entity.kind === 'skill');
  const job = jobOf({ entity: subject, profile: context.profile });
  if (job) return [employerPart({ context, job })];
  // "¿Y Go?" after a skills question: a technology on its own gets whether and where it was used.
  if (subject?.kind === 'skill' && context.resolution.reference === 'ellipsis') return [skillYesPart({ context, skill: subject })];
  // A project only when retrieval agrees: "how many people use <project>?" is answered by the job that says so.
  if (subject?.kind !== 'project' || context.retrieval.chunks[0]?.chunk.id !== subject.chunkId) return [];
  const project = projectPart({ context, slug: subject.key });
  return project ? [project] : [];
}

