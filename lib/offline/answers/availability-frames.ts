import { LOCALES } from '@/lib/contracts';
import { formatMonth, getDictionary } from '@/lib/i18n';
import { describeLocation, joinList, type Profile } from '@/lib/knowledge';
import { findConcepts, type Concept } from '@/lib/lexicon';
import { sentencesOf } from '@/lib/offline/compose-from-chunks';
import { splitWords } from '@/lib/text';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { currentJob, jobOf, periodOf } from '@/lib/offline/answers/answer-subjects';
import { locationPart, openToPart, relocationPart, startPart, startSentences } from '@/lib/offline/answers/availability-answers';
import { rolePart } from '@/lib/offline/answers/career-answers';
import type { QuestionFrame } from '@/lib/retrieval';

/*
 * Frame answers about working together: remote or on site, relocation, when the owner can start, where they
 * live or have worked, visas, and what they look for. Yes or no leads when the profile's own setting decides it.
 */

const withLead = ({ part, lead }: { part: AnswerPart; lead: string | null }): AnswerPart => (lead ? { ...part, text: `${lead} ${part.text}` } : part);

/** "Are you fully remote?", "Would you work on site?": the owner's setting decides yes or no when it can. */
export function remoteFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  // "Was it remote?" about a job: where that job was, in the owner's words ("Remote (HQ in Amsterdam)").
  const job = jobOf({ entity: frame.subject?.entity, profile: context.profile });
  if (job) return { text: getDictionary({ locale: context.locale }).answers.jobPlace({ company: job.company, location: job.location[context.locale] }), chunkIds: [`experience-${job.id}`] };
  // The owner's own words say how ("two days a week on site"); the setting only decides yes or no.
  const part = { text: context.profile.person.workMode[context.locale], chunkIds: ['availability', 'location'] };
  const setting = context.profile.availability.remote;
  if (frame.kind !== 'yes-no') return part;
  const copy = getDictionary({ locale: context.locale });
  // "Fully remote?": the owner's own words decide over the coarse setting ("so I don't look for fully remote roles").
  if (frame.cues.includes('fully-remote')) {
    const stated = fullyRemoteStated({ context });
    if (stated !== null) return withLead({ part, lead: stated ? copy.answers.yes : copy.frames.no });
  }
  if (!setting) return part;
  const asksOnSite = frame.cues.includes('on-site');
  const answer = asksOnSite
    ? { only: copy.frames.no, preferred: copy.frames.depends, open: copy.answers.yes, no: copy.answers.yes }[setting]
    : { only: copy.answers.yes, preferred: copy.answers.yes, open: copy.answers.yes, no: copy.frames.no }[setting];
  return withLead({ part, lead: answer });
}

/** Whether the owner's work-mode and condition texts accept fully remote work (false when a sentence naming it denies it); null when they do not name it. */
function fullyRemoteStated({ context }: { context: AnswerContext }): boolean | null {
  const { profile, locale } = context;
  for (const sentence of sentencesOf(`${profile.person.workMode[locale]} ${profile.availability.conditions[locale]}`)) {
    const hits = findConcepts({ words: splitWords({ text: sentence }), locales: [locale] });
    if (hits.some((hit) => hit.concept === 'fully-remote')) return !hits.some((hit) => hit.concept === 'negation');
  }
  return null;
}

/** "Would you relocate?": yes, no or it depends, from the profile's setting; a place named is answered as asked. */
export function relocationFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const setting = context.profile.availability.relocation;
  const place = frame.subject?.kind === 'place' && !frame.subject.entity ? frame.subject.name : null;
  const said = getDictionary({ locale: context.locale });
  // A place named ("relocate to Berlin?") is named back when the profile does not say.
  const part = !setting && place
    ? { text: `${said.frames.notSaid({ what: said.frames.what.relocateTo(place) })} ${describeLocation({ profile: context.profile, locale: context.locale })}`, chunkIds: ['availability', 'location'] }
    : relocationPart({ context });
  if (frame.kind !== 'yes-no' || !setting) return part;
  const copy = getDictionary({ locale: context.locale });
  return withLead({ part, lead: { yes: copy.answers.yes, no: copy.frames.no, depends: copy.frames.depends }[setting] });
}

/** "When can you start?": the date; a notice period the profile does not give is said so first. */
export function availabilityFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const part = startPart({ context });
  // "On the market right now?": looking at all, which a profile that says when the owner can start answers.
  if (frame.cues.includes('job-search') && frame.kind === 'yes-no') return withLead({ part, lead: getDictionary({ locale: context.locale }).answers.yes });
  // "Available right away?", "could you start next month?": asked of the coming month.
  const soon = frame.cues.includes('immediately') ? new Date(Date.UTC(context.today.getUTCFullYear(), context.today.getUTCMonth() + 1, 1)) : null;
  const asked = frame.kind === 'yes-no' ? soon ?? askedMonth({ question: context.question, today: context.today }) : null;
  if (asked) {
    // "Could you start in January?": yes when the owner is free by then, else no with the date.
    const { locale, profile } = context;
    const copy = getDictionary({ locale });
    const free = profile.availability.from.getTime() <= asked.getTime();
    return free ? withLead({ part, lead: copy.answers.yes }) : { ...part, text: `${copy.frames.no} ${copy.frames.startBy({ asked: formatMonth({ date: asked, locale }), from: formatMonth({ date: profile.availability.from, locale }) })}` };
  }
  if (frame.cues.includes('notice')) return noticePart({ context });
  if (frame.cues.includes('employment-type')) return contractPart({ context });
  // "Are you open to new opportunities?": a profile that says when the owner can start says yes.
  return withLead({ part, lead: frame.kind === 'yes-no' && frame.cues.includes('yes-no-opener') ? getDictionary({ locale: context.locale }).answers.yes : null });
}

/** Whether the roles and conditions the owner looks for name the concept ("I have three months' notice"). */
function conditionsName({ context, concept }: { context: AnswerContext; concept: Concept }): boolean {
  const { availability } = context.profile;
  const words = splitWords({ text: `${availability.roles[context.locale]} ${availability.conditions[context.locale]}` });
  return findConcepts({ words, locales: [context.locale] }).some((hit) => hit.concept === concept && !hit.weak);
}

/**
 * "Notice period?": the owner's own words when their conditions state it ("I have three months' notice"), else
 * the start date, which is what a recruiter asking it needs, and that the notice itself is not stated.
 */
function noticePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale } = context;
  const { frames } = getDictionary({ locale });
  const { start, looking } = startSentences({ context });
  const text = conditionsName({ context, concept: 'notice' }) ? `${looking} ${start}` : `${start} ${frames.notSaid({ what: frames.what.notice })} ${looking}`;
  return { text, chunkIds: ['availability'] };
}

/** "Part-time?", "a fixed-term contract?": the owner's conditions when they say it, else said plainly, then what they look for. */
function contractPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale } = context;
  const { frames } = getDictionary({ locale });
  const { start, looking } = startSentences({ context });
  return { text: conditionsName({ context, concept: 'employment-type' }) ? `${looking} ${start}` : `${frames.notSaid({ what: frames.what.employmentType })} ${looking}`, chunkIds: ['availability'] };
}

/** A month the question names ("January", "enero", "janvier", "Januar"), as its next first day from today. */
function askedMonth({ question, today }: { question: string; today: Date }): Date | null {
  const words = new Set(splitWords({ text: question }));
  for (let month = 0; month < 12; month += 1) {
    const names = LOCALES.map((locale) => splitWords({ text: new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month, 1))) })[0] ?? '');
    if (!names.some((name) => words.has(name))) continue;
    const year = today.getUTCFullYear() + (month < today.getUTCMonth() ? 1 : 0);
    return new Date(Date.UTC(year, month, 1));
  }
  return null;
}

/** The jobs whose place is the one named ("Madrid"), in any locale's spelling. */
function jobsIn({ place, context }: { place: string; context: AnswerContext }) {
  const wanted = splitWords({ text: place });
  return context.profile.experience.filter((job) => LOCALES.some((locale) => wanted.every((word) => splitWords({ text: job.location[locale] }).includes(word))));
}

/** Whether the owner lives in the place named: yes or no from the profile's home, and the jobs held there. */
function homeAnswer({ frame, place, jobs, context }: { frame: QuestionFrame; place: string; jobs: readonly Profile['experience'][number][]; context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const copy = getDictionary({ locale });
  const { location } = profile.person;
  const wanted = splitWords({ text: place });
  const homes = LOCALES.flatMap((each) => [location.cityNames?.[each] ?? location.city, location.country[each]]);
  const atHome = homes.some((home) => wanted.every((word) => splitWords({ text: home }).includes(word)));
  const lead = frame.kind === 'yes-no' ? `${atHome ? copy.answers.yes : copy.frames.no} ` : '';
  const worked = jobs.length > 0
    ? ` ${copy.frames.placeYes({ place, places: joinList({ items: jobs.map((held) => copy.frames.jobWithPeriod({ company: held.company, period: periodOf({ job: held, locale }) })), locale }) })}`
    : '';
  return { text: `${lead}${describeLocation({ profile, locale })}${worked}`, chunkIds: ['location', ...jobs.map((held) => `experience-${held.id}`)] };
}

/** Where the owner lives, where a job was, or whether the owner worked in a place named. */
export function locationFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { locale } = context;
  const copy = getDictionary({ locale });
  const subject = frame.subject;
  // "Is your current employer based there too?": the current job's place.
  const job = jobOf({ entity: subject?.entity, profile: context.profile }) ?? (frame.cues.includes('now') || frame.cues.includes('current-role') ? currentJob({ profile: context.profile }) : undefined);
  if (job) return { text: copy.answers.jobPlace({ company: job.company, location: job.location[locale] }), chunkIds: [`experience-${job.id}`] };
  if (subject?.kind === 'place' && subject.entity && frame.kind === 'yes-no' && frame.cues.includes('location') && !frame.cues.includes('work')) {
    return withLead({ part: locationPart({ context }), lead: copy.answers.yes });
  }
  if (subject?.kind === 'place' && !subject.entity) {
    const jobs = jobsIn({ place: subject.name, context });
    // "Do you live in Madrid?": where the owner lives answers it, then any job held there.
    if (frame.cues.includes('location') && !frame.cues.includes('work')) return homeAnswer({ frame, place: subject.name, jobs, context });
    if (jobs.length > 0) {
      const places = joinList({ items: jobs.map((held) => copy.frames.jobWithPeriod({ company: held.company, period: periodOf({ job: held, locale }) })), locale });
      return withLead({ part: { text: copy.frames.placeYes({ place: subject.name, places }), chunkIds: jobs.map((held) => `experience-${held.id}`) }, lead: frame.kind === 'yes-no' ? copy.answers.yes : null });
    }
    const lead = frame.kind === 'yes-no' ? `${copy.frames.no} ` : '';
    return { text: `${lead}${copy.frames.placeNo({ place: subject.name })} ${describeLocation({ profile: context.profile, locale })}`, chunkIds: ['location'] };
  }
  return locationPart({ context });
}

/** Visas, permits and nationality: profiles rarely state them, so said plainly, naming what was asked, then where the owner is and would move. */
export function visaFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const copy = getDictionary({ locale: context.locale }).frames;
  const relocation = relocationPart({ context });
  const what = frame.cues.includes('citizenship') ? copy.what.nationality : copy.what.visa;
  return { text: `${copy.notSaid({ what })} ${relocation.text}`, chunkIds: relocation.chunkIds };
}

/**
 * What the owner looks for; "why did you leave X?" is answered by the owner's own sentence that tells of leaving X,
 * or said plainly with the job's dates.
 */
export function motivationFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const job = frame.cues.includes('leaving') ? jobOf({ entity: frame.subject?.entity, profile: context.profile }) : undefined;
  if (!job) return openToPart({ context });
  const { locale } = context;
  const told = leavingSentence({ context, company: job.company });
  if (told) return told;
  const copy = getDictionary({ locale }).frames;
  const role = rolePart({ context, job });
  return { text: `${copy.notSaid({ what: copy.what.whyLeft(job.company) })} ${role.text}`, chunkIds: role.chunkIds };
}

/** The owner's sentence that tells of leaving a company by name (a break taken "after leaving X on good terms"). */
function leavingSentence({ context, company }: { context: AnswerContext; company: string }): AnswerPart | null {
  const { profile, locale } = context;
  const name = splitWords({ text: company });
  const texts = [
    ...profile.careerBreaks.map((entry) => ({ text: entry.description[locale], chunkId: 'duration' })),
    ...profile.experience.flatMap((job) => [job.summary, ...job.highlights].map((text) => ({ text: text[locale], chunkId: `experience-${job.id}` }))),
  ];
  for (const { text, chunkId } of texts) {
    for (const sentence of sentencesOf(text)) {
      const words = splitWords({ text: sentence });
      if (name.some((word) => words.includes(word)) && findConcepts({ words, locales: [locale] }).some((hit) => hit.concept === 'leaving')) return { text: sentence, chunkIds: [chunkId] };
    }
  }
  return null;
}
