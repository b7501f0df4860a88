import { MAX_FOLLOW_UPS } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import type { ChunkDomain, Profile } from '@/lib/knowledge';
import { findMentions, profileEntities, type ProfileEntity } from '@/lib/retrieval';
import type { FollowUpResolution, RetrievalResult } from '@/lib/retrieval';
import { splitWords } from '@/lib/text';

/** What the answer was about: what the question named or carried, else the entity of the best chunk. */
function topic({ question, profile, resolution, retrieval }: { question: string; profile: Profile; resolution: FollowUpResolution; retrieval: RetrievalResult }): ProfileEntity | undefined {
  const named = findMentions({ text: question, profile })[0]?.entity ?? resolution.carried[0];
  if (named) return named;
  const top = retrieval.usedFallback ? undefined : retrieval.chunks[0]?.chunk.id;
  return profileEntities({ profile }).find((entity) => entity.chunkId === top && entity.kind !== 'skill');
}

/** Generic next questions for a kind of fact, when no single entity was discussed. */
function byDomain({ domain, locale }: { domain: ChunkDomain | undefined; locale: Locale }): string[] {
  const ask = getDictionary({ locale }).followUps;
  switch (domain) {
    case 'availability':
    case 'contact':
      return [ask.remote, ask.startDate, ask.contact];
    case 'location':
      return [ask.relocation, ask.remote, ask.startDate];
    case 'languages':
    case 'education':
      return [ask.nativeLanguage, ask.currentJob, ask.strengths];
    case 'duration':
    case 'core_bio':
      return [ask.currentJob, ask.projects, ask.strengths];
    case 'strengths':
    case 'working_style':
    case 'mindset':
      return [ask.workingStyle, ask.projects, ask.startDate];
    default:
      return [ask.currentJob, ask.projects, ask.startDate];
  }
}

/** Questions about the entity just discussed: its tenure and neighbours, its stack, where a skill was used. */
function aboutEntity({ entity, profile, locale }: { entity: ProfileEntity; profile: Profile; locale: Locale }): string[] {
  const ask = getDictionary({ locale }).followUps;
  switch (entity.kind) {
    case 'employer': {
      const ordered = [...profile.experience].sort((left, right) => left.start.getTime() - right.start.getTime());
      const index = ordered.findIndex((job) => job.id === entity.key);
      return [
        ask.howLongAt(entity.name),
        ...(index > 0 ? [ask.before(entity.name)] : []),
        ...(index >= 0 && index < ordered.length - 1 ? [ask.after(entity.name)] : []),
        ask.stackAt(entity.name),
      ];
    }
    case 'project':
      return [ask.builtWith(entity.name), ask.tellMeMoreAbout(entity.name), ask.projects];
    case 'skill':
      return [ask.whereUsed(entity.name), ask.howStrong(entity.name), ask.projects];
    default:
      return [];
  }
}

const folded = (text: string) => splitWords({ text }).join(' ');

/**
 * Two or three questions a visitor may ask next, in the page's language, about what the answer was
 * about (the employer, project or skill just discussed, or the kind of fact), never the question just
 * asked nor one asked earlier in the conversation. Deterministic, built from the profile: no model.
 */
export function suggestFollowUps(options: {
  question: string;
  locale: Locale;
  profile: Profile;
  resolution: FollowUpResolution;
  retrieval: RetrievalResult;
  /** Questions already asked in the conversation (the recent turns). */
  asked?: readonly string[];
}): string[] {
  const { locale, profile, retrieval } = options;
  const entity = topic(options);
  const candidates = [
    ...(entity ? aboutEntity({ entity, profile, locale }) : []),
    ...byDomain({ domain: retrieval.usedFallback ? undefined : retrieval.chunks[0]?.chunk.domain, locale }),
  ];
  const seen = new Set([options.question, ...(options.asked ?? [])].map(folded));
  const suggestions: string[] = [];
  for (const candidate of candidates) {
    const key = folded(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(candidate);
    if (suggestions.length === MAX_FOLLOW_UPS) break;
  }
  return suggestions;
}
