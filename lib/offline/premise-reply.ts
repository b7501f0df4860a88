import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { formatDuration, monthsWorked } from '@/lib/knowledge/durations';
import type { ChunkDomain } from '@/lib/knowledge/chunk-types';
import { describeLocation } from '@/lib/knowledge/person-chunks';
import type { Profile } from '@/lib/knowledge/profile-schema';
import type { PremiseFinding, PremiseKind } from '@/lib/offline/check-premise';
import { composeFromChunks } from '@/lib/offline/compose-from-chunks';
import type { RetrievalResult } from '@/lib/retrieval/retrieve';

/** "Acme Labs (Staff Engineer, 2022–present, 4 years and 8 months)" for every job. */
function employerList({ profile, locale, today }: { profile: Profile; locale: Locale; today: Date }): string {
  const present = getDictionary({ locale }).offline.present;
  return profile.experience
    .map((job) => {
      const years = `${job.start.getUTCFullYear()}–${job.end ? job.end.getUTCFullYear() : present}`;
      const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
      return `${job.company} (${job.role[locale]}, ${years}, ${duration})`;
    })
    .join('; ');
}

/** The skills of the one skills chunk (id `skills-<group>`) that clearly scored best, else every skill. */
function skillsSentence({ profile, locale, retrieval }: { profile: Profile; locale: Locale; retrieval: RetrievalResult }): string {
  const copy = getDictionary({ locale }).offline;
  const scoredGroups = retrieval.usedFallback
    ? []
    : retrieval.chunks.flatMap(({ chunk, score }) => {
        const group = profile.skills.groups.find((candidate) => `skills-${candidate.id}` === chunk.id);
        return group ? [{ group, score }] : [];
      });
  const [best, runnerUp] = scoredGroups;
  // A tie means the question matched "skills" in general, not one area: no group is "closest".
  if (best && (!runnerUp || best.score > runnerUp.score)) return `${copy.relatedSkillsLead} ${best.group.skills.join(', ')}.`;
  return `${copy.allSkillsLead} ${profile.skills.groups.flatMap((group) => group.skills).join(', ')}.`;
}

/** Facts that answer a question better than a skill list when retrieval put them first. */
const NON_SKILL_FACT_DOMAINS: ReadonlySet<ChunkDomain> = new Set(['education', 'languages', 'location', 'availability']);

/**
 * A tech-shaped word ("PhD") reads as a skill, but when retrieval put the education (or languages,
 * location, availability) facts first, those are the closest truth: "no PhD, but a BSc from …".
 */
function closestKind({ kind, retrieval }: { kind: PremiseKind; retrieval: RetrievalResult }): PremiseKind {
  const top = retrieval.usedFallback ? undefined : retrieval.chunks[0];
  return kind === 'skill' && top !== undefined && NON_SKILL_FACT_DOMAINS.has(top.chunk.domain) ? 'other' : kind;
}

/** Says plainly that the profile has no record of the named thing, then gives the closest true facts. */
export function premiseReply({ question, finding, locale, profile, retrieval, today }: {
  question: string;
  finding: PremiseFinding;
  locale: Locale;
  profile: Profile;
  retrieval: RetrievalResult;
  today: Date;
}): string {
  if (finding.type === 'not-offered') return finding.note[locale];
  const copy = getDictionary({ locale }).offline;
  const noRecord = copy.noRecord({ items: new Intl.ListFormat(locale, { type: 'disjunction' }).format(finding.items) });
  switch (closestKind({ kind: finding.kind, retrieval })) {
    case 'employer':
      return `${noRecord} ${copy.employersLead} ${employerList({ profile, locale, today })}.`;
    case 'skill':
      return `${noRecord} ${skillsSentence({ profile, locale, retrieval })}`;
    case 'place':
      return `${noRecord} ${describeLocation({ profile, locale })}`;
    case 'other':
      return retrieval.usedFallback || retrieval.chunks.length === 0
        ? `${noRecord} ${copy.askByEmail({ email: profile.contact.email })}`
        : `${noRecord}\n\n${composeFromChunks({ question, chunks: retrieval.chunks, locale })}`;
  }
}
