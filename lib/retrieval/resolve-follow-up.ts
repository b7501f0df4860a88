import { LOCALES } from '@/lib/i18n/locales';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { FOLLOW_UP_CUES, type FollowUpCues } from '@/lib/retrieval/follow-up-cues';
import { routeIntent } from '@/lib/retrieval/intent-router';
import { findMentions, profileEntities, type EntityKind, type ProfileEntity } from '@/lib/retrieval/profile-entities';
import { isContentWord, splitWords } from '@/lib/retrieval/tokenize';

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
}

/** An ellipsis is short: "and in Go?", "¿y en Madrid?". */
const MAX_ELLIPSIS_WORDS = 6;
/** A question this short, naming nothing, continues the topic ("How long?", "Which stack?"). */
const MAX_BARE_CONTENT_WORDS = 1;

/** A pronoun refers back only in a question this short: "Is it open source?". */
const MAX_PRONOUN_QUESTION_WORDS = 6;

const NOT_REFERENCES = LOCALES.flatMap((locale) => FOLLOW_UP_CUES[locale].notReferences);

/** The folded question, padded with spaces, without the phrases that only look like references. */
function padded(text: string): string {
  let folded = ` ${splitWords({ text }).join(' ')} `;
  for (const phrase of NOT_REFERENCES) folded = folded.replaceAll(` ${phrase} `, ' ');
  return folded;
}

type CueName = Exclude<keyof FollowUpCues, 'notReferences'>;

function hasCue({ question, cue }: { question: string; cue: CueName }): boolean {
  const text = padded(question);
  if (cue === 'pronouns' && splitWords({ text: question }).length > MAX_PRONOUN_QUESTION_WORDS) return false;
  if (cue === 'ellipsisLeads') {
    const words = splitWords({ text: question });
    if (words.length > MAX_ELLIPSIS_WORDS) return false;
    return LOCALES.some((locale) => FOLLOW_UP_CUES[locale].ellipsisLeads.some((lead) => text.startsWith(` ${lead} `)));
  }
  return LOCALES.some((locale) => FOLLOW_UP_CUES[locale][cue].some((phrase) => text.includes(` ${phrase} `)));
}

/** The entity the last exchange was about: named in the question first, else first named in the answer; older turns after. */
function anchor({ turns, profile, kinds }: { turns: readonly ConversationTurn[]; profile: Profile; kinds: readonly EntityKind[] }): ProfileEntity | undefined {
  for (const turn of [...turns].reverse()) {
    const named = findMentions({ text: turn.question, profile, kinds })[0] ?? findMentions({ text: turn.answer, profile, kinds })[0];
    if (named) return named.entity;
  }
  return undefined;
}

function employerOf({ entity, profile }: { entity: ProfileEntity | undefined; profile: Profile }): ProfileEntity | undefined {
  if (!entity || entity.kind === 'employer') return entity;
  if (entity.kind !== 'project') return undefined;
  const employerId = profile.projects.find((project) => project.slug === entity.key)?.employerId;
  return profileEntities({ profile }).find((candidate) => candidate.kind === 'employer' && candidate.key === employerId);
}

/** The job just before or after `from`, by start date. */
function neighbour({ from, direction, profile }: { from: ProfileEntity; direction: 'previous' | 'next'; profile: Profile }): ProfileEntity | undefined {
  const jobs = [...profile.experience].sort((left, right) => left.start.getTime() - right.start.getTime());
  const index = jobs.findIndex((job) => job.id === from.key);
  const target = jobs[direction === 'previous' ? index - 1 : index + 1];
  if (index < 0 || !target) return undefined;
  return profileEntities({ profile }).find((candidate) => candidate.kind === 'employer' && candidate.key === target.id);
}

function currentJob({ profile }: { profile: Profile }): ProfileEntity | undefined {
  const job = profile.experience.find((candidate) => candidate.end === null) ?? profile.experience[0];
  return profileEntities({ profile }).find((candidate) => candidate.kind === 'employer' && candidate.key === job?.id);
}

/** Swaps the earlier question's entity of the same kind for the new one: "Have you used React?" + "and Go?". */
function substitute({ template, replacement, profile }: { template: string; replacement: ProfileEntity; profile: Profile }): string | null {
  const old = findMentions({ text: template, profile, kinds: [replacement.kind] })[0];
  if (!old) return null;
  const pattern = new RegExp(old.entity.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
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
  const standalone: FollowUpResolution = { resolvedQuery: question, carried: [], reference: null };
  const last = turns.at(-1);
  // Thanks and goodbyes refer to nothing, however short.
  if (!last || routeIntent({ question }) === 'conversational') return standalone;
  const own = findMentions({ text: question, profile });

  const previousJob = hasCue({ question, cue: 'previousJob' });
  if (previousJob || hasCue({ question, cue: 'nextJob' })) {
    const namedEmployer = own.find((mention) => mention.entity.kind === 'employer')?.entity;
    const from = namedEmployer ?? employerOf({ entity: anchor({ turns, profile, kinds: ['employer', 'project'] }), profile }) ?? currentJob({ profile });
    if (from) {
      const target = neighbour({ from, direction: previousJob ? 'previous' : 'next', profile });
      const carried = target ?? from;
      return { resolvedQuery: `${question} ${carried.name}`, carried: [carried], reference: previousJob ? 'previous-job' : 'next-job', navigatedFrom: from };
    }
  }
  if (own.length === 0 && hasCue({ question, cue: 'more' })) {
    const carried = findMentions({ text: last.question, profile }).map((mention) => mention.entity);
    return { resolvedQuery: `${last.question} ${question}`, carried, reference: 'more', previous: last };
  }
  if (own.length === 0 && hasCue({ question, cue: 'selection' })) {
    const listed = findMentions({ text: last.answer, profile }).map((mention) => mention.entity);
    const kind = listed[0]?.kind;
    return { resolvedQuery: `${question} ${last.question}`, carried: listed.filter((entity) => entity.kind === kind), reference: 'selection', previous: last };
  }
  if (hasCue({ question, cue: 'ellipsisLeads' })) {
    const [named] = own;
    if (named) {
      const rewritten = substitute({ template: last.question, replacement: named.entity, profile });
      return { resolvedQuery: rewritten ?? `${last.question} ${question}`, carried: [], reference: 'ellipsis', previous: last };
    }
    const about = anchor({ turns, profile, kinds: ['employer', 'project', 'skill', 'place'] });
    return { resolvedQuery: `${last.question} ${question}`, carried: about ? [about] : [], reference: 'ellipsis', previous: last };
  }
  const bare = splitWords({ text: question }).filter((word) => isContentWord({ word })).length <= MAX_BARE_CONTENT_WORDS;
  if (own.length === 0 && (hasCue({ question, cue: 'sameTopic' }) || hasCue({ question, cue: 'pronouns' }) || bare)) {
    const about = anchor({ turns, profile, kinds: ['employer', 'project', 'skill', 'place', 'language'] });
    if (about) return { resolvedQuery: `${question} ${about.name}`, carried: [about], reference: 'same-topic', previous: last };
  }
  return standalone;
}
