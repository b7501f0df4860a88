import { getDictionary } from '@/lib/i18n';
import type { Aspect, AspectContext } from '@/lib/fit/aspect-verdicts';
import { conceptMonths } from '@/lib/fit/concept-months';
import { impliedClosure } from '@/lib/fit/concept-vocabulary';
import { evidenceItem, MAX_EVIDENCE, quoteOf } from '@/lib/fit/evidence-quotes';
import type { FitVerdict } from '@/lib/fit/fit-types';
import { groupStatuses, judgeMention, mainMentions, relatedEvidence } from '@/lib/fit/judge-mentions';
import { skillAspect } from '@/lib/fit/judge-skills';
import { notOfferedEvidence } from '@/lib/fit/not-offered';
import { joinLabels, mentionLabel } from '@/lib/fit/note-labels';
import type { JobEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention } from '@/lib/fit/read-requirement';
import { formatDuration } from '@/lib/knowledge';
import { isLexiconWord } from '@/lib/lexicon';
import { foldText } from '@/lib/text';

/** Years asked are measured in months worked, so they are judged on the profile's dated jobs rather than on its wording. */

const MAX_NAMED_TECHNOLOGIES = 3;

/** The counted jobs as evidence: each quoted by its sentence that names the subject, or by its dated first sentence. */
function jobEvidence({ context, jobs, wanted }: { context: AspectContext; jobs: readonly JobEvidence[]; wanted: ReadonlySet<string> }) {
  const { locale, profile } = context;
  return jobs.slice(0, MAX_EVIDENCE).map(({ source }) => {
    const sentence = (wanted.size > 0 ? quoteOf({ source, wanted, locale }) : null) ?? source.sentences[locale][0];
    return evidenceItem({ source, quote: sentence?.text ?? source.chunk.text, locale, profile });
  });
}

/** One figure of years: against the months of the jobs that show its subject, or the whole career when it names none. */
function figureAspect({ context, asked, candidates, unknown }: { context: AspectContext; asked: number; candidates: readonly ReadMention[]; unknown: readonly string[] }): Aspect {
  const { profile, locale } = context;
  const copy = getDictionary({ locale }).fit;
  const askedText = formatDuration({ months: asked * 12, locale });
  const { mentions } = mainMentions({ profile, candidates });
  // "5+ years of PLC programming": years of something no reader knows are not the whole career; nor are years of
  // it in a field ("5 años de experiencia comercial en el sector energético", "years supporting an energy trading
  // desk"): the field is where, not what.
  const inFieldOnly = mentions.length > 0 && mentions.every((mention) => mention.ids.every((id) => profile.vocabulary.concepts.get(id)?.field));
  const unknownWork = unknown.filter((word) => !isLexiconWord({ word: foldText({ text: word }) }));
  if ((mentions.length === 0 && unknown.length > 0) || (inFieldOnly && unknownWork.length > 0)) {
    const subject = (mentions.length === 0 ? unknown : unknownWork).join(' ');
    return { verdict: 'no_evidence', evidence: [], notes: [copy.missing({ labels: subject })], matches: [{ asked: `${askedText} · ${subject}`, found: null }] };
  }
  if (mentions.length === 0) {
    const have = profile.careerMonths;
    const verdict: FitVerdict = have >= asked * 12 ? 'evidence' : have > 0 ? 'partial' : 'no_evidence';
    const jobs = [...profile.jobs].sort((left, right) => Math.max(...right.months) - Math.max(...left.months));
    return {
      verdict,
      evidence: verdict === 'no_evidence' ? [] : jobEvidence({ context, jobs, wanted: new Set() }),
      notes: verdict === 'evidence' ? [] : [copy.years({ asked: askedText, have: formatDuration({ months: have, locale }), subject: null })],
      matches: [{ asked: askedText, found: formatDuration({ months: have, locale }) }],
    };
  }
  const judged = mentions.map((mention) => ({ ...judgeMention({ profile, mention }), counted: conceptMonths({ profile, ids: mention.ids }) }));
  const groups = new Map<number, typeof judged>();
  for (const entry of judged) groups.set(entry.mention.group, [...(groups.get(entry.mention.group) ?? []), entry]);
  // Alternatives count their best member; a requirement counts its weakest group.
  const have = Math.min(...[...groups.values()].map((members) => Math.max(...members.map((member) => (member.status === 'declined' ? 0 : member.counted.months)))));
  const statuses = groupStatuses(judged);
  let verdict: FitVerdict;
  if (statuses.includes('declined')) verdict = 'not_offered';
  else if (have >= asked * 12) verdict = 'evidence';
  else if (have > 0 || statuses.some((status) => status === 'shown')) verdict = 'partial';
  else verdict = 'no_evidence';
  // The note names the technologies counted when they are few ("React, Next.js"), else what was asked.
  const labels = (entries: typeof judged) => joinLabels({ labels: entries.flatMap((entry) => (entry.counted.technologies.length > 0 && entry.counted.technologies.length <= MAX_NAMED_TECHNOLOGIES ? entry.counted.technologies : [mentionLabel({ profile, mention: entry.mention })])), locale });
  const matches = judged.map((entry) => ({
    asked: `${askedText} · ${entry.mention.surface}`,
    found: entry.counted.months > 0 ? `${formatDuration({ months: entry.counted.months, locale })} (${labels([entry])})` : null,
  }));
  if (verdict === 'not_offered') {
    return { verdict, evidence: notOfferedEvidence({ context, notes: judged.flatMap((entry) => (entry.declinedNote ? [entry.declinedNote] : [])) }), notes: [copy.notOffered], matches };
  }
  const jobs = [...new Set(judged.flatMap((entry) => entry.counted.jobs))].sort((left, right) => Math.max(...right.months) - Math.max(...left.months));
  const wanted = new Set(judged.flatMap((entry) => entry.mention.ids));
  return {
    verdict,
    evidence: verdict === 'no_evidence' ? [] : jobEvidence({ context, jobs, wanted }),
    notes: verdict === 'evidence' ? [] : [copy.years({ asked: askedText, have: formatDuration({ months: have, locale }), subject: labels(judged) })],
    related: verdict === 'evidence' ? [] : relatedEvidence({ context, judged }),
    matches,
  };
}

/** How far from a figure of years its subject stands: "5+ years of professional frontend development", "React (3+ years)". */
const SCOPE_AFTER_WORDS = 10;
const SCOPE_BEFORE_WORDS = 4;

/**
 * Each figure of years judged on the mentions near it; mentions marked as a subset ("dont", "davon") or
 * standing further away ("5 years of frontend development, and you want to lead the portal") are skills of
 * their own.
 */
export function yearsAspects(context: AspectContext): Aspect[] {
  const { read } = context;
  // A name of several words before its figure ends nearer to it than it starts ("ROS 2 depuis au moins 8 ans").
  const offset = (mention: ReadMention, figure: { at: number }) => (mention.start >= figure.at ? mention.start - figure.at : mention.end - 1 - figure.at);
  const nearest = (mention: ReadMention) => read.years.reduce((best, figure) => (Math.abs(offset(mention, figure)) < Math.abs(offset(mention, best)) ? figure : best));
  const inScope = (mention: ReadMention) => {
    const distance = offset(mention, nearest(mention));
    return !mention.subset && distance <= SCOPE_AFTER_WORDS && distance >= -SCOPE_BEFORE_WORDS;
  };
  // A figure counts the list it opens ("5+ years of React and TypeScript"), not the context after it
  // ("7+ years of embedded C development on microcontrollers": microcontrollers are a skill of their own).
  const counted = new Set<ReadMention>();
  for (const figure of read.years) {
    const inFigure = read.mentions.filter((mention) => inScope(mention) && nearest(mention) === figure).sort((left, right) => left.start - right.start);
    // "4 Jahre Berufserfahrung in der Embedded-Entwicklung" counts embedded work, not the whole career.
    const specific = inFigure.filter((mention) => mention.ids.some((id) => !context.profile.vocabulary.concepts.get(id)?.discipline && !context.profile.vocabulary.concepts.get(id)?.generic));
    const near = specific.length > 0 ? specific : inFigure;
    near.forEach((mention, index) => {
      const previous = near[index - 1];
      const listed = previous === undefined || Array.from({ length: mention.start - previous.end }, (_, offset) => previous.end + offset).every((at) => read.joiners.has(at));
      if (listed && (previous === undefined || counted.has(previous))) counted.add(mention);
    });
  }
  // "Im Backend hast du mindestens 3 Jahre mit Node.js gearbeitet": the years are of the thing named, not of its category.
  const isKindOf = (narrow: ReadMention, broad: ReadMention) =>
    narrow.group !== broad.group && broad.ids.some((id) => !narrow.ids.includes(id) && impliedClosure({ ids: narrow.ids, vocabulary: context.profile.vocabulary }).has(id));
  const categories = new Set<ReadMention>();
  for (const broad of [...counted]) {
    // Named with its word of means ("mit Node.js"), not as what the work is for ("firmware en C para microcontroladores").
    const withMeans = (mention: ReadMention) => read.means.has(mention.start - 1);
    const narrower = read.mentions.filter((mention) => mention !== broad && inScope(mention) && withMeans(mention) && nearest(mention) === nearest(broad) && isKindOf(mention, broad));
    if (narrower.length === 0) continue;
    categories.add(broad);
    narrower.forEach((mention) => counted.add(mention));
  }
  // Alternatives stand together ("5 years …, ideally in Go or Kotlin"): one counted with the figure takes the others along.
  for (const mention of read.mentions) {
    if (!counted.has(mention) && inScope(mention) && [...counted].some((other) => other.group === mention.group && nearest(other) === nearest(mention))) counted.add(mention);
  }
  const aspects = read.years.map((figure) => figureAspect({ context, asked: figure.years, candidates: [...counted].filter((mention) => nearest(mention) === figure && !categories.has(mention)), unknown: figure.unknown }));
  const rest = skillAspect({ context, candidates: read.mentions.filter((mention) => !counted.has(mention) && !(inScope(mention) && mention.ids.every((id) => context.profile.vocabulary.concepts.get(id)?.discipline))) });
  return rest ? [...aspects, rest] : aspects;
}
