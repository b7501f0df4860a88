import type { Locale } from '@/lib/contracts';
import type { AspectContext } from '@/lib/fit/aspect-verdicts';
import { impliedClosure } from '@/lib/fit/concept-vocabulary';
import { evidenceItem } from '@/lib/fit/evidence-quotes';
import type { FitEvidence } from '@/lib/fit/fit-types';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention } from '@/lib/fit/read-requirement';

/** What the owner says no to outweighs any evidence: skills not offered, and kinds of company or work declined. */

export function notOfferedNote({ profile, mention }: { profile: ProfileEvidence; mention: ReadMention }): Record<Locale, string> | null {
  for (const id of impliedClosure({ ids: mention.ids, vocabulary: profile.vocabulary })) {
    const note = profile.notOffered.get(id);
    if (note) return note;
  }
  return null;
}

export function notOfferedEvidence({ context, notes }: { context: AspectContext; notes: ReadonlyArray<Record<Locale, string>> }): FitEvidence[] {
  const source = context.profile.chunks.get('skills-not-offered');
  if (!source) return [];
  return [...new Set(notes.map((note) => note[context.locale]))].map((quote) => evidenceItem({ source, quote, locale: context.locale, profile: context.profile }));
}

/** The mentions of a kind of company or work the owner declines ("crypto", but not the place "à Paris"). */
export function declinedMentions<Mention extends Pick<ReadMention, 'ids' | 'placeName'>>({ mentions, profile }: { mentions: readonly Mention[]; profile: ProfileEvidence }): Mention[] {
  if (profile.declined.size === 0) return [];
  return mentions.filter((mention) => !mention.placeName && [...impliedClosure({ ids: mention.ids, vocabulary: profile.vocabulary })].some((id) => profile.declined.has(id)));
}

/** True when the requirement names a kind of company or work the owner declines. */
export function isDeclined({ read, profile }: { read: { mentions: ReadonlyArray<Pick<ReadMention, 'ids' | 'placeName'>> }; profile: ProfileEvidence }): boolean {
  return declinedMentions({ mentions: read.mentions, profile }).length > 0;
}
