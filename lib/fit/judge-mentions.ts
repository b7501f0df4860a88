import type { Locale } from '@/lib/contracts';
import type { AspectContext } from '@/lib/fit/aspect-verdicts';
import { evidenceItem, MAX_EVIDENCE, quoteOf } from '@/lib/fit/evidence-quotes';
import type { FitEvidence, FitMatch, FitVerdict } from '@/lib/fit/fit-types';
import { notOfferedNote } from '@/lib/fit/not-offered';
import type { EvidenceSource, ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention } from '@/lib/fit/read-requirement';

/** Skills and years both judge the things a requirement names, one mention at a time, and quote the sources that show them. */

/**
 * The mentions a part of a requirement is judged on: the named things (their examples when none is named),
 * not the discipline or the wrapper word around them ("APIs" in "OpenAI APIs", "real-time" in "real-time odds
 * feeds"). Optional mentions count only when nothing else is asked ("ideally PostgreSQL" alone still asks
 * for PostgreSQL).
 */
export function mainMentions({ profile, candidates }: { profile: ProfileEvidence; candidates: readonly ReadMention[] }): { mentions: ReadMention[]; examples: ReadMention[] } {
  const concept = (id: string) => profile.vocabulary.concepts.get(id);
  // "Unit testing with Jest" asks for Jest: the practice is only its category.
  const asked = candidates.some((mention) => !mention.category) ? candidates.filter((mention) => !mention.category) : candidates;
  const required = asked.some((mention) => !mention.optional) ? asked.filter((mention) => !mention.optional) : [...asked];
  const named = required.filter((mention) => !mention.example);
  const chosen = named.length > 0 ? named : required;
  const specific = chosen.filter((mention) => mention.ids.some((id) => !concept(id)?.discipline && !concept(id)?.generic));
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

/**
 * Shown when a chunk's text, skills or stack state it (a credential asked for needs the credential itself,
 * stated as the owner's: "AWS" is not an AWS certification; a field that only qualifies something unknown is
 * not shown by working in the field); related when only the editor's keywords link it; declined when the
 * profile says it is not offered.
 */
export function judgeMention({ profile, mention }: { profile: ProfileEvidence; mention: ReadMention }): JudgedMention {
  const declinedNote = notOfferedNote({ profile, mention });
  if (declinedNote) return { mention, status: 'declined', sources: [], declinedNote };
  if (mention.qualifies) return { mention, status: 'missing', sources: [], declinedNote: null };
  const stated = sourcesOf({ conceptSources: profile.byConcept, mention }).filter((source) => !mention.credential || mention.ids.some((id) => source.credentials.has(id)));
  if (stated.length > 0) return { mention, status: 'shown', sources: stated, declinedNote: null };
  const related = mention.credential ? [] : sourcesOf({ conceptSources: profile.relatedByConcept, mention });
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

/**
 * A keyword link is not a claim: only what the profile states counts ("related" counts as missing). A
 * requirement that asks for something the owner says they do not do is not offered, whatever else it names.
 */
export function verdictOf(statuses: readonly MentionStatus[]): FitVerdict {
  if (statuses.includes('declined')) return 'not_offered';
  if (statuses.every((status) => status === 'shown')) return 'evidence';
  if (statuses.some((status) => status === 'shown')) return 'partial';
  return 'no_evidence';
}

/** The entries keywords link to mentions the profile does not state, as pointers. */
export function relatedEvidence({ context, judged }: { context: AspectContext; judged: readonly JudgedMention[] }): FitEvidence[] {
  return pickSources({ context, shown: judged.filter((entry) => entry.status === 'related') }).map(({ evidence }) => evidence);
}

/** A source chosen as evidence, with the sentence quoted. */
export interface PickedSource {
  source: EvidenceSource;
  evidence: FitEvidence;
  /** The concepts its quote shows. */
  shows: ReadonlySet<string>;
}

/**
 * Greedy: the sources that together show the most mentions, best ranked first, each quoted by a sentence
 * that names what it shows (a source with no such sentence in the locale is not quoted).
 */
export function pickSources({ context, shown }: { context: AspectContext; shown: readonly JudgedMention[] }): PickedSource[] {
  const { locale, profile } = context;
  const covers = new Map<EvidenceSource, Set<number>>();
  shown.forEach(({ sources }, index) => sources.forEach((source) => covers.set(source, (covers.get(source) ?? new Set()).add(index))));
  const covered = new Set<number>();
  const picked: PickedSource[] = [];
  while (picked.length < MAX_EVIDENCE) {
    let best: EvidenceSource | null = null;
    let bestGain = 0;
    for (const [source, indices] of covers) {
      if (picked.some((entry) => entry.source === source)) continue;
      const gain = [...indices].filter((index) => !covered.has(index)).length;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && best !== null && (source.rank < best.rank || (source.rank === best.rank && source.order < best.order)));
      if (better) {
        best = source;
        bestGain = gain;
      }
    }
    if (!best) break;
    const indices = covers.get(best)!;
    covers.delete(best);
    // A composite (full-stack) is quoted by the sentences that show its parts.
    const wanted = new Set(shown.filter((_, index) => indices.has(index)).flatMap(({ mention }) => mention.ids.flatMap((id) => [id, ...(profile.vocabulary.concepts.get(id)?.composite ? profile.vocabulary.concepts.get(id)!.implies : [])])));
    const sentence = quoteOf({ source: best, wanted, locale });
    if (!sentence) continue;
    indices.forEach((index) => covered.add(index));
    picked.push({ source: best, evidence: evidenceItem({ source: best, quote: sentence.text, locale, profile }), shows: sentence.concepts });
  }
  return picked;
}

/** What each judged mention matched: the requirement's words, and the profile's words that show them (from the quoted sentences first). */
export function mentionMatches({ judged, picked, locale }: { judged: readonly JudgedMention[]; picked: readonly PickedSource[]; locale: Locale }): FitMatch[] {
  return judged.map(({ mention, status, sources }) => {
    if (status !== 'shown') return { asked: mention.surface, found: null };
    const surfaceIn = (source: EvidenceSource) => {
      for (const id of mention.ids) {
        const sentence = source.sentences[locale].find((candidate) => candidate.surfaces.has(id));
        const found = sentence?.surfaces.get(id) ?? source.termSurfaces.get(id);
        if (found) return found;
      }
      return undefined;
    };
    const ordered = [...picked.map((entry) => entry.source).filter((source) => sources.includes(source)), ...sources];
    return { asked: mention.surface, found: ordered.map(surfaceIn).find((found) => found !== undefined) ?? null };
  });
}
