import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import type { ChunkDomain, Profile } from '@/lib/knowledge';
import { describeLocation } from '@/lib/knowledge';
import type { AnswerPart } from '@/lib/offline/answer-context';
import { employerList } from '@/lib/offline/answers/career-answers';
import type { PremiseFinding, PremiseKind } from '@/lib/offline/check-premise';
import { composeFromChunks } from '@/lib/offline/compose-from-chunks';
import type { RetrievalResult } from '@/lib/retrieval';

/** The skills of the one skills chunk (id `skills-<group>`) that clearly scored best, else every skill. */
export function skillsSentence({ profile, locale, retrieval }: { profile: Profile; locale: Locale; retrieval: RetrievalResult }): AnswerPart {
  const copy = getDictionary({ locale }).offline;
  const scoredGroups = retrieval.usedFallback
    ? []
    : retrieval.chunks.flatMap(({ chunk, score }) => {
        const group = profile.skills.groups.find((candidate) => `skills-${candidate.id}` === chunk.id);
        return group ? [{ group, score }] : [];
      });
  const [best, runnerUp] = scoredGroups;
  // A tie means the question matched "skills" in general, not one area: no group is "closest".
  if (best && (!runnerUp || best.score > runnerUp.score)) return { text: `${copy.relatedSkillsLead} ${best.group.skills.join(', ')}.`, chunkIds: [`skills-${best.group.id}`] };
  return { text: `${copy.allSkillsLead} ${profile.skills.groups.flatMap((group) => group.skills).join(', ')}.`, chunkIds: profile.skills.groups.slice(0, 2).map((group) => `skills-${group.id}`) };
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
}): AnswerPart {
  if (finding.type === 'not-offered') return { text: finding.note[locale], chunkIds: ['skills-not-offered'] };
  const copy = getDictionary({ locale }).offline;
  const noRecord = copy.noRecord({ items: new Intl.ListFormat(locale, { type: 'disjunction' }).format(finding.items) });
  switch (closestKind({ kind: finding.kind, retrieval })) {
    case 'employer':
      return { text: `${noRecord} ${copy.employersLead} ${employerList({ profile, locale, today })}.`, chunkIds: ['duration'] };
    case 'skill': {
      const skills = skillsSentence({ profile, locale, retrieval });
      return { text: `${noRecord} ${skills.text}`, chunkIds: skills.chunkIds };
    }
    case 'place':
      return { text: `${noRecord} ${describeLocation({ profile, locale })}`, chunkIds: ['location'] };
    case 'other': {
      if (retrieval.usedFallback || retrieval.chunks.length === 0) return { text: `${noRecord} ${copy.askByEmail({ email: profile.contact.email })}`, chunkIds: [] };
      const closest = composeFromChunks({ question, chunks: retrieval.chunks.filter(({ chunk }) => chunk.domain !== 'boundaries'), locale });
      return { text: `${noRecord}\n\n${closest.text}`, chunkIds: closest.chunkIds };
    }
  }
}
