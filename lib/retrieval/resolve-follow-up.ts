import { LOCALES } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import { FOLLOW_UP_CUES, type FollowUpCues } from '@/lib/retrieval/follow-up-cues';
import { guessLocales } from '@/lib/retrieval/guess-locales';
import { routeIntent } from '@/lib/retrieval/intent-router';
import { findMentions, profileEntities, wholeName, type EntityKind, type ProfileEntity } from '@/lib/retrieval/profile-entities';
import { isContentWord, splitWords } from '@/lib/text';

/** One earlier exchange, as the visitor's browser sends it back (untrusted text, used only to find references). */
export interface ConversationTurn {
  question: string;
  answer: string;
}

/** How the question refers back to the conversation. */
export type ReferenceKind = 'previous-job' | 'next-job' | 'same-topic' | 'more' | 'selection' | 'ellipsis';

/** The question as retrieval should read it, and what it carries over from earlier turns. */
export interface FollowUpResolution {
  /** What retrieval runs on: the question, completed with the names it refers to. */
  resolvedQuery: string;
  /** Profile entities the question refers to without naming them ("there" → the employer just discussed). */
  carried: ProfileEntity[];
  reference: ReferenceKind | null;
  /** The job the career navigation started from ("before that" → the job before this one). */
  navigatedFrom?: ProfileEntity;
  /** The earlier exchange a "tell me more" or a choice continues. */
  previous?: ConversationTurn;
  /**
   * The visitor's previous question with what it referred to: "and with Node?" asks what it asked, of Node.
   */
  earlier?: { question: string; resolution: FollowUpResolution };
  /**
   * What the conversation is about, whether or not the question refers back with a word: a question that asks
   * something needing a subject and names none ("how long did you stay?") asks it of this.
   */
  focus?: ProfileEntity;
}

/** An ellipsis is short: "and in Go?", "¿y en Madrid?". */
const MAX_ELLIPSIS_WORDS = 6;
/** A question this short, naming nothing, continues the topic ("How long?", "Which stack?"). */
const MAX_BARE_CONTENT_WORDS = 1;
/** "and …?" naming nothing continues the topic only when this short: "¿y cuántos equipos lo usan?", not "and what role do you want?". */
const MAX_ELLIPSIS_CONTENT_WORDS = 2;

/** A pronoun refers back only in a question this short: "Is it open source?". */
const MAX_PRONOUN_QUESTION_WORDS = 8;

const NOT_REFERENCES = LOCALES.flatMap((locale) => FOLLOW_UP_CUES[locale].notReferences);

/** The folded question, padded with spaces, without the phrases that only look like references. */
function padded(text: string): string {
  let folded = ` ${splitWords({ text }).join(' ')} `;
  for (const phrase of NOT_REFERENCES) folded = folded.replaceAll(` ${phrase} `, ' ');
  return folded;
}

type CueName = Exclude<keyof FollowUpCues, 'notReferences'>;

/**
 * True when the question uses a cue of the languages it seems written in: a Spanish "y" (and) must
 * not read as the French pronoun "y" (there).
 */
function hasCue({ question, cue }: { question: string; cue: CueName }): boolean {
  const text = padded(question);
  const words = splitWords({ text: question });
  const locales = guessLocales({ words });
  if (cue === 'pronouns') {
    if (words.length > MAX_PRONOUN_QUESTION_WORDS) return false;
    // "¿Y qué…?" opens with the Spanish conjunction "y", never with the French pronoun "y" (there).
    const rest = ` ${words.slice(words[0] === 'y' ? 1 : 0).join(' ')} `;
    return locales.some((locale) => FOLLOW_UP_CUES[locale].pronouns.some((phrase) => rest.includes(` ${phrase} `)));
  }
  if (cue === 'ellipsisLeads') {
    if (words.length > MAX_ELLIPSIS_WORDS) return false;
    return locales.some((locale) => FOLLOW_UP_CUES[locale].ellipsisLeads.some((lead) => text.startsWith(` ${lead} `)));
  }
  return locales.some((locale) => FOLLOW_UP_CUES[locale][cue].some((phrase) => text.includes(` ${phrase} `)));
}

/**
 * What the conversation is about after these turns: each turn's question moves the focus to what it
 * names or refers to ("before that" → the job before), and a question that names nothing takes the
 * first thing its answer names ("Where do you work now?" → that employer).
 */
function conversationFocus({ turns, profile }: { turns: readonly ConversationTurn[]; profile: Profile }): ProfileEntity | undefined {
  return focusHistory({ turns, profile }).at(-1);
}

/** Every focus the conversation had, turn by turn (a turn that moves it adds one). */
function focusHistory({ turns, profile }: { turns: readonly ConversationTurn[]; profile: Profile }): ProfileEntity[] {
  const history: ProfileEntity[] = [];
  let focus: ProfileEntity | undefined;
  turns.forEach((turn, index) => {
    const resolved = resolveFollowUp({ question: turn.question, turns: turns.slice(0, index), profile });
    const named = findMentions({ text: turn.question, profile })[0]?.entity;
    if (resolved.reference === 'selection') focus = findMentions({ text: turn.answer, profile })[0]?.entity ?? focus;
    else if (resolved.carried.length > 0) focus = resolved.carried[0];
    else if (named) focus = named;
    else if (resolved.reference === null) focus = answerFocus({ answer: turn.answer, profile }) ?? focus;
    if (focus && history.at(-1) !== focus) history.push(focus);
  });
  return history;
}

/**
 * What an answer is about: the first thing it names, but not a skill area a degree's or title's words happen to
 * name ("PhD in Robotics") while a job, project or break is named too.
 */
function answerFocus({ answer, profile }: { answer: string; profile: Profile }): ProfileEntity | undefined {
  const mentions = findMentions({ text: answer, profile });
  return (mentions.find((mention) => mention.entity.kind !== 'skill-area') ?? mentions[0])?.entity;
}

/** The entity the conversation is about, of one of `kinds`: the focus when it fits, else the latest such mention. */
function anchor({ turns, profile, kinds }: { turns: readonly ConversationTurn[]; profile: Profile; kinds: readonly EntityKind[] }): ProfileEntity | undefined {
  const focus = conversationFocus({ turns, profile });
  if (focus && kinds.includes(focus.kind)) return focus;
  for (const turn of [...turns].reverse()) {
    const named = findMentions({ text: turn.question, profile, kinds })[0] ?? findMentions({ text: turn.answer, profile, kinds })[0];
    if (named) return named.entity;
  }
  return undefined;
}

/** The entity of the profile's job with this id. */
function employerEntity({ profile, id }: { profile: Profile; id: string }): ProfileEntity | undefined {
  return profileEntities({ profile }).find((candidate) => candidate.kind === 'employer' && candidate.key === id);
}

/** The first job that starts after the degree the last turn spoke of (by its school's name), if it spoke of one and of no employer. */
function firstJobAfterDegree({ turn, profile }: { turn: ConversationTurn; profile: Profile }): ProfileEntity | undefined {
  const text = `${turn.question} ${turn.answer}`;
  if (findMentions({ text, profile, kinds: ['employer', 'career-break'] }).length > 0) return undefined;
  const degree = profile.education.find((entry) => wholeName({ name: entry.institution }).test(text));
  if (!degree) return undefined;
  const first = profile.experience.filter((job) => job.start.getUTCFullYear() >= degree.year).sort((left, right) => left.start.getTime() - right.start.getTime())[0];
  return first ? employerEntity({ profile, id: first.id }) : undefined;
}

function employerOf({ entity, profile }: { entity: ProfileEntity | undefined; profile: Profile }): ProfileEntity | undefined {
  if (!entity || entity.kind === 'employer' || entity.kind === 'career-break') return entity;
  if (entity.kind !== 'project') return undefined;
  const employerId = profile.projects.find((project) => project.slug === entity.key)?.employerId;
  return employerId ? employerEntity({ profile, id: employerId }) : undefined;
}

/** A stop on the career timeline: a job or an explained break, with its months (`end` inclusive, a current job up to now). */
interface TimelineStop {
  entity: ProfileEntity;
  start: number;
  end: number;
}

const monthOf = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

function timeline({ profile }: { profile: Profile }): TimelineStop[] {
  const entities = profileEntities({ profile });
  const find = (kind: EntityKind, key: string) => entities.find((entity) => entity.kind === kind && entity.key === key);
  return [
    ...profile.experience.map((job) => ({ entity: find('employer', job.id), start: monthOf(job.start), end: job.end ? monthOf(job.end) : Number.POSITIVE_INFINITY })),
    ...profile.careerBreaks.map((entry) => ({ entity: find('career-break', entry.id), start: monthOf(entry.start), end: monthOf(entry.end) })),
  ].filter((stop): stop is TimelineStop => stop.entity !== undefined);
}

/**
 * The stop just before or after `from` on the career: before, the one that ended last before it began
 * (a part-time job that overlapped is not "before"); after, the one that began first after it ended.
 */
function neighbour({ from, direction, profile }: { from: ProfileEntity; direction: 'previous' | 'next'; profile: Profile }): ProfileEntity | undefined {
  const stops = timeline({ profile });
  const current = stops.find((stop) => stop.entity === from);
  if (!current) return undefined;
  const others = stops.filter((stop) => stop !== current);
  const candidates = direction === 'previous'
    ? others.filter((stop) => stop.end < current.start).sort((left, right) => right.end - left.end || right.start - left.start)
    : others.filter((stop) => stop.start > current.end).sort((left, right) => left.start - right.start || left.end - right.end);
  return candidates[0]?.entity;
}

function currentJob({ profile }: { profile: Profile }): ProfileEntity | undefined {
  const job = profile.experience.find((candidate) => candidate.end === null) ?? profile.experience[0];
  return job ? employerEntity({ profile, id: job.id }) : undefined;
}

/** Words that put an employer's neighbour before its name: "before Acme", "antes de Acme", "avant Acme", "vor Acme". */
const NAVIGATION_BEFORE_NAME = { previous: ['before', 'prior to', 'antes de', 'avant', 'vor'], next: ['after', 'despues de', 'apres', 'nach'] } as const;

/** How many words may stand between "before" and the employer's name ("before joining", "antes de entrar en"). */
const MAX_WORDS_TO_NAME = 3;

/** "What did you do before Acme?": the job before (or after) the employer the question names, with no earlier turn needed. */
function namedNavigation({ question, profile }: { question: string; profile: Profile }): FollowUpResolution | null {
  const text = ` ${splitWords({ text: question }).join(' ')} `;
  for (const mention of findMentions({ text: question, profile, kinds: ['employer'] })) {
    // "before joining Acme", "antes de entrar en Acme", "avant de rejoindre Acme": a verb of starting may stand between.
    const words = text.slice(0, mention.position + 1).trim().split(' ');
    const lead = ` ${words.slice(-(MAX_WORDS_TO_NAME + 2)).join(' ')} `;
    for (const direction of ['previous', 'next'] as const) {
      const near = NAVIGATION_BEFORE_NAME[direction].some((word) => {
        const at = lead.lastIndexOf(` ${word} `);
        return at >= 0 && lead.slice(at + word.length + 2).trim().split(' ').filter(Boolean).length <= MAX_WORDS_TO_NAME;
      });
      if (!near) continue;
      const target = neighbour({ from: mention.entity, direction, profile });
      const carried = target ?? mention.entity;
      return { resolvedQuery: `${question} ${carried.name}`, carried: [carried], reference: direction === 'previous' ? 'previous-job' : 'next-job', navigatedFrom: mention.entity };
    }
  }
  return null;
}

/** Swaps the earlier question's entity of the same kind for the new one: "Have you used React?" + "and Go?". */
function substitute({ template, replacement, profile }: { template: string; replacement: ProfileEntity; profile: Profile }): string | null {
  const old = findMentions({ text: template, profile, kinds: [replacement.kind] })[0];
  if (!old) return null;
  const pattern = wholeName({ name: old.entity.name });
  return pattern.test(template) ? template.replace(pattern, replacement.name) : null;
}

/**
 * Resolves a question against the recent turns, in all four locales: carries the employer, project,
 * skill or place just discussed when the question refers back ("there", "that project", "it"),
 * navigates the career ("before that", "after that"), continues a topic ("tell me more", "which
 * one…?") and completes an ellipsis ("and in Go?"). A question that names what it asks about, or has
 * no earlier turn to refer to, stands alone.
 */
export function resolveFollowUp({ question, turns, profile }: { question: string; turns: readonly ConversationTurn[]; profile: Profile }): FollowUpResolution {
  const resolution = resolveReference({ question, turns, profile });
  const last = turns.at(-1);
  if (!last) return resolution;
  const focus = resolution.carried[0] ?? conversationFocus({ turns, profile });
  // One level only: what the earlier question asked, read with what it itself referred to and what was discussed then.
  const before = turns.slice(0, -1);
  const earlier = resolveReference({ question: last.question, turns: before, profile });
  const earlierFocus = earlier.carried[0] ?? conversationFocus({ turns: before, profile });
  return { ...resolution, ...(focus ? { focus } : {}), earlier: { question: last.question, resolution: { ...earlier, ...(earlierFocus ? { focus: earlierFocus } : {}) } } };
}

function resolveReference({ question, turns, profile }: { question: string; turns: readonly ConversationTurn[]; profile: Profile }): FollowUpResolution {
  const standalone: FollowUpResolution = { resolvedQuery: question, carried: [], reference: null };
  const named = namedNavigation({ question, profile });
  if (named) return named;
  const last = turns.at(-1);
  // Thanks and goodbyes refer to nothing, however short.
  if (!last || routeIntent({ question }) === 'conversational') return standalone;
  const own = findMentions({ text: question, profile });

  const previousJob = hasCue({ question, cue: 'previousJob' });
  if (previousJob || hasCue({ question, cue: 'nextJob' })) {
    const namedEmployer = own.find((mention) => mention.entity.kind === 'employer')?.entity;
    // "And your first job after that?" after the degree: the first job that starts after it.
    const afterDegree = !previousJob && !namedEmployer ? firstJobAfterDegree({ turn: last, profile }) : undefined;
    if (afterDegree) return { resolvedQuery: `${question} ${afterDegree.name}`, carried: [afterDegree], reference: 'same-topic' };
    const from = namedEmployer ?? employerOf({ entity: anchor({ turns, profile, kinds: ['employer', 'career-break', 'project'] }), profile }) ?? currentJob({ profile });
    if (from) {
      const target = neighbour({ from, direction: previousJob ? 'previous' : 'next', profile });
      const carried = target ?? from;
      return { resolvedQuery: `${question} ${carried.name}`, carried: [carried], reference: previousJob ? 'previous-job' : 'next-job', navigatedFrom: from };
    }
  }
  if (own.length === 0 && hasCue({ question, cue: 'more' })) {
    const focus = conversationFocus({ turns, profile });
    const carried = focus ? [focus] : findMentions({ text: last.question, profile }).map((mention) => mention.entity);
    return { resolvedQuery: `${last.question} ${question}`, carried, reference: 'more', previous: last };
  }
  if (own.length === 0 && hasCue({ question, cue: 'selection' })) {
    const listed = findMentions({ text: last.answer, profile }).map((mention) => mention.entity);
    const kind = listed[0]?.kind;
    const same = listed.filter((entity) => entity.kind === kind);
    // "Which of the two have you used longer?" after one was asked about each: the last two things discussed.
    const discussed = focusHistory({ turns, profile }).reverse();
    const wanted = kind ?? discussed[0]?.kind;
    const recent = [...new Set([...same, ...discussed.filter((entity) => entity.kind === wanted)])];
    const carried = same.length >= 2 ? same : recent.slice(0, 2);
    return { resolvedQuery: `${question} ${last.question}`, carried, reference: 'selection', previous: last };
  }
  if (hasCue({ question, cue: 'ellipsisLeads' })) {
    const [named] = own;
    if (named) {
      // "And Go?" after "Have you used React?" asks the same about Go; after anything else it stands alone.
      const rewritten = substitute({ template: last.question, replacement: named.entity, profile });
      return { resolvedQuery: rewritten ?? question, carried: [], reference: 'ellipsis', previous: last };
    }
    const contentWords = splitWords({ text: question }).filter((word) => isContentWord({ word })).length;
    if (contentWords <= MAX_ELLIPSIS_CONTENT_WORDS) {
      const about = anchor({ turns, profile, kinds: ['employer', 'career-break', 'project', 'skill', 'place'] });
      return { resolvedQuery: about ? `${question} ${about.name}` : `${last.question} ${question}`, carried: about ? [about] : [], reference: 'ellipsis', previous: last };
    }
  }
  const bare = splitWords({ text: question }).filter((word) => isContentWord({ word })).length <= MAX_BARE_CONTENT_WORDS;
  if (own.length === 0 && (hasCue({ question, cue: 'sameTopic' }) || hasCue({ question, cue: 'pronouns' }) || bare)) {
    // "What did you build there?": a place of work, never the skill the last answer listed first.
    const kinds: EntityKind[] = hasCue({ question, cue: 'places' }) ? ['employer', 'career-break', 'project', 'place'] : ['employer', 'career-break', 'project', 'skill', 'place', 'language'];
    const about = anchor({ turns, profile, kinds });
    if (about) return { resolvedQuery: `${question} ${about.name}`, carried: [about], reference: 'same-topic', previous: last };
  }
  return standalone;
}
