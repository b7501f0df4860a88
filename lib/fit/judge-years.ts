import { getDictionary } from '@/lib/i18n';
import type { Aspect, AspectContext } from '@/lib/fit/aspect-verdicts';
import { evidenceItem, MAX_EVIDENCE } from '@/lib/fit/evidence-quotes';
import type { FitVerdict } from '@/lib/fit/fit-types';
import { groupStatuses, judgeMention, mainMentions, pickSources, relatedEvidence } from '@/lib/fit/judge-mentions';
import { skillAspect } from '@/lib/fit/judge-skills';
import { notOfferedEvidence } from '@/lib/fit/not-offered';
import { joinLabels, mentionLabel } from '@/lib/fit/note-labels';
import type { ReadMention } from '@/lib/fit/read-requirement';
import { formatDuration } from '@/lib/knowledge';

/** Years asked are measured in months worked, so they are judged on the profile's jobs rather than on its wording. */

/** One figure of years: against the months of the jobs that state its subject, or the whole career when it names none. */
function figureAspect({ context, asked, candidates }: { context: AspectContext; asked: number; candidates: readonly ReadMention[] }): Aspect {
  const { profile, locale } = context;
  const copy = getDictionary({ locale }).fit;
  const askedText = formatDuration({ months: asked * 12, locale });
  const { mentions } = mainMentions({ profile, candidates });
  const specific = mentions.filter((mention) => mention.ids.some((id) => !profile.vocabulary.concepts.get(id)?.discipline));
  if (specific.length === 0) {
    const have = profile.careerMonths;
    const verdict: FitVerdict = have >= asked * 12 ? 'evidence' : have > 0 ? 'partial' : 'no_evidence';
    const duration = profile.chunks.get('duration');
    const total = duration?.sentences[locale].at(-1);
    return {
      verdict,
      evidence: duration && total ? [evidenceItem({ source: duration, quote: total.text, locale, profile })] : [],
      notes: verdict === 'evidence' ? [] : [copy.years({ asked: askedText, have: formatDuration({ months: have, locale }), subject: null })],
    };
  }
  const judged = specific.map((mention) => {
    const jobs = profile.jobs.filter((job) => mention.ids.some((id) => job.concepts.has(id)));
    return { ...judgeMention({ profile, mention }), jobs, months: new Set(jobs.flatMap((job) => [...job.months])) };
  });
  const groups = new Map<number, typeof judged>();
  for (const entry of judged) groups.set(entry.mention.group, [...(groups.get(entry.mention.group) ?? []), entry]);
  // Alternatives count their best member; a requirement counts its weakest group.
  const have = Math.min(...[...groups.values()].map((members) => Math.max(...members.map((member) => (member.status === 'declined' ? 0 : member.months.size)))));
  const statuses = groupStatuses(judged);
  let verdict: FitVerdict;
  if (have >= asked * 12) verdict = 'evidence';
  else if (have > 0 || statuses.some((status) => status === 'shown')) verdict = 'partial';
  else verdict = statuses.includes('declined') ? 'not_offered' : 'no_evidence';
  if (verdict === 'not_offered') {
    return { verdict, evidence: notOfferedEvidence({ context, notes: judged.flatMap((entry) => (entry.declinedNote ? [entry.declinedNote] : [])) }), notes: [copy.notOffered] };
  }
  const jobs = [...new Set(judged.flatMap((entry) => entry.jobs))].sort((left, right) => Math.max(...right.months) - Math.max(...left.months));
  const evidence = jobs.length > 0
    ? jobs.slice(0, MAX_EVIDENCE).map((job) => evidenceItem({ source: job.source, quote: job.source.sentences[locale][0]?.text ?? job.source.chunk.text, locale, profile }))
    : pickSources({ context, shown: judged.filter((entry) => entry.status === 'shown') });
  const subject = joinLabels({ labels: specific.map((mention) => mentionLabel({ profile, mention })), locale });
  return {
    verdict,
    evidence: verdict === 'no_evidence' ? [] : evidence,
    notes: verdict === 'evidence' ? [] : [copy.years({ asked: askedText, have: formatDuration({ months: have, locale }), subject })],
    related: verdict === 'evidence' ? [] : relatedEvidence({ context, judged }),
  };
}

/** Each figure of years judged on the mentions nearest to it; mentions marked as a subset ("dont", "davon") are skills of their own. */
export function yearsAspects(context: AspectContext): Aspect[] {
  const { read } = context;
  const scoped = read.mentions.filter((mention) => !mention.subset);
  const nearest = (mention: ReadMention) => read.years.reduce((best, figure) => (Math.abs(figure.at - mention.start) < Math.abs(best.at - mention.start) ? figure : best));
  const aspects = read.years.map((figure) => figureAspect({ context, asked: figure.years, candidates: scoped.filter((mention) => nearest(mention) === figure) }));
  const subset = skillAspect({ context, candidates: read.mentions.filter((mention) => mention.subset) });
  return subset ? [...aspects, subset] : aspects;
}
