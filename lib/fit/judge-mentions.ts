import type { Locale } from '@/lib/contracts';
import type { AspectContext } from '@/lib/fit/aspect-verdicts';
import { evidenceItem, MAX_EVIDENCE, quoteOf } from '@/lib/fit/evidence-quotes';
import type { FitEvidence, FitVerdict } from '@/lib/fit/fit-types';
import { notOfferedNote } from '@/lib/fit/not-offered';
import type { EvidenceSource, ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention } from '@/lib/fit/read-requirement';

/** Skills and years both judge the things a requirement names, one mention at a time, and quote the sources that show them. */

/** The mentions a part of a requirement is judged on: the named things (their examples when none is named), not the discipline around them. */
export function mainMentions({ profile, candidates }: { profile: ProfileEvidence; candidates: readonly ReadMention[] }): { mentions: ReadMention[]; examples: ReadMention[] } {
  // An editor's keyword found in a posting ("interfaces") only counts when nothing else is named.
  const isKeywordOnly = (mention: ReadMention) => mention.ids.every((id) => profile.keywordOnly.has(id));
  const stated = candidates.filter((mention) => !isKeywordOnly(mention));
  const required = (stated.length > 0 ? stated : candidates).filter((mention) => !mention.optional);
  const named = required.filter((mention) => !mention.example);
  const chosen = named.length > 0 ? named : required;
  const specific = chosen.filter((mention) => mention.ids.some((id) => !profile.vocabulary.concepts.get(id)?.discipline));
  return { mentions: specific.length > 0 ? specific : chosen, examples: named.length > 0 ? required.filter((mention) => mention.example) : [] };
}

function sourcesOf({ conceptSources, mention }: { conceptSources: ProfileEvidence['byConcept']; mention: ReadMention }): EvidenceSource[] {
  return [...new Set(mention.ids.flatMap((id) => conceptSources.get(id) ?? []))];
}

type MentionStatus = 'shown' | 'related' | 'missing' | 'declined';
const STATUS_ORDER: Record<MentionStatus, number> = { shown: 3, related: 2, missing: 1, declined: 0 };

export interface JudgedMention {
  mention: ReadMention;
  status: MentionStatus;
  sources: EvidenceSource[];
  declinedNote: Record<Locale, string> | null;
}

/** Shown when a chunk's text, skills or stack state it; related when only the editor's keywords link it; declined when the profile says it is not offered. */
export function judgeMention({ profile, mention }: { profile: ProfileEvidence; mention: ReadMention }): JudgedMention {
  const declinedNote = notOfferedNote({ profile, mention });
  if (declinedNote) return { mention, status: 'declined', sources: [], declinedNote };
  const stated = sourcesOf({ conceptSources: profile.byConcept, mention });
  if (stated.length > 0) return { mention, status: 'shown', sources: stated, declinedNote: null };
  const related = sourcesOf({ conceptSources: profile.relatedByConcept, mention });
  return { mention, status: related.length > 0 ? 'related' : 'missing', sources: related, declinedNote: null };
}

/** One status per group of alternatives: the best of its members. */
export function groupStatuses(judged: readonly JudgedMention[]): MentionStatus[] {
  const best = new Map<number, MentionStatus>();
  for (const entry of judged) {
    const current = best.get(entry.mention.group);
    if (current === undefined || STATUS_ORDER[entry.status] > STATUS_ORDER[current]) best.set(entry.mention.group, entry.status);
  }
  return [...best.values()];
}

/** A keyword link is not a claim: only what the profile states counts ("related" counts as missing). */
export function verdictOf(statuses: readonly MentionStatus[]): FitVerdict {
  if (statuses.every((status) => status === 'shown')) return 'evidence';
  if (statuses.some((status) => status === 'shown')) return 'partial';
  return statuses.includes('declined') ? 'not_offered' : 'no_evidence';
}

/** The entries keywords link to mentions the profile does not state, as pointers. */
export function relatedEvidence({ context, judged }: { context: AspectContext; judged: readonly JudgedMention[] }): FitEvidence[] {
  return pickSources({ context, shown: judged.filter((entry) => entry.status === 'related') });
}

/** Greedy: the sources that together show the most mentions, best ranked first. */
export function pickSources({ context, shown }: { context: AspectContext; shown: readonly JudgedMention[] }): FitEvidence[] {
  const covers = new Map<EvidenceSource, Set<number>>();
  shown.forEach(({ sources }, index) => sources.forEach((source) => covers.set(source, (covers.get(source) ?? new Set()).add(index))));
  const covered = new Set<number>();
  const picked: EvidenceSource[] = [];
  while (picked.length < MAX_EVIDENCE) {
    let best: EvidenceSource | null = null;
    let bestGain = 0;
    for (const [source, indices] of covers) {
      if (picked.includes(source)) continue;
      const gain = [...indices].filter((index) => !covered.has(index)).length;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && best !== null && (source.rank < best.rank || (source.rank === best.rank && source.order < best.order)));
      if (better) {
        best = source;
        bestGain = gain;
      }
    }
    if (!best) break;
    picked.push(best);
    covers.get(best)!.forEach((index) => covered.add(index));
  }
  return picked.map((source) => {
    const wanted = new Set(shown.filter((_, index) => covers.get(source)!.has(index)).flatMap(({ mention }) => mention.ids));
    return evidenceItem({ source, quote: quoteOf({ source, wanted, locale: context.locale }), locale: context.locale, profile: context.profile });
  });
}
