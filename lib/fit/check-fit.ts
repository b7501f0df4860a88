import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { extractRequirements } from '@/lib/fit/extract-requirements';
import type { FitRequirement, FitResult } from '@/lib/fit/fit-types';
import { isCheckable, judgeRequirement } from '@/lib/fit/judge-requirement';
import { isDeclined } from '@/lib/fit/not-offered';
import { postingLocales } from '@/lib/fit/posting-cues';
import { postingCityCountries } from '@/lib/fit/posting-places';
import { profileEvidence } from '@/lib/fit/profile-evidence';
import { namedConcepts, readRequirement, type NamedConcept, type ReadRequirement } from '@/lib/fit/read-requirement';
import { splitByWeight } from '@/lib/fit/weight-split';
import type { KnowledgeChunk, Profile } from '@/lib/knowledge';

/** Share of requirements with evidence, partial ones counting half, to three decimals (0 for none). */
function coverageOf(requirements: readonly FitRequirement[]): number {
  if (requirements.length === 0) return 0;
  const points = requirements.reduce((sum, requirement) => sum + (requirement.verdict === 'evidence' ? 1 : requirement.verdict === 'partial' ? 0.5 : 0), 0);
  return Math.round((points / requirements.length) * 1000) / 1000;
}

function summaryOf({ requirements, locale }: { requirements: readonly FitRequirement[]; locale: Locale }): string {
  const copy = getDictionary({ locale }).fit;
  if (requirements.length === 0) return copy.noRequirements;
  const count = (verdict: FitRequirement['verdict']) => requirements.filter((requirement) => requirement.verdict === verdict).length;
  const musts = requirements.filter((requirement) => requirement.importance === 'must');
  return copy.summary({
    total: requirements.length,
    evidence: count('evidence'),
    partial: count('partial'),
    notOffered: count('not_offered'),
    mustTotal: musts.length,
    mustCovered: musts.filter((requirement) => requirement.verdict === 'evidence').length,
  });
}

/**
 * The fit check (contracts §7): the posting's requirements, each judged against the profile's chunks,
 * with evidence quoted from them. Pure and deterministic: the same posting, profile, chunk index and
 * locale always give the same result; no model is involved.
 */
export function checkFit(options: { jobDescription: string; locale: Locale; profile: Profile; chunks: readonly KnowledgeChunk[]; today: Date }): FitResult {
  const { jobDescription, locale, profile: ownerProfile, chunks, today } = options;
  const profile = profileEvidence({ profile: ownerProfile, chunks, today });
  const locales = postingLocales({ text: jobDescription });
  const cityCountries = postingCityCountries({ text: jobDescription });
  const reads = new Map<string, ReadRequirement>();
  const readOf = (text: string): ReadRequirement => {
    let read = reads.get(text);
    if (!read) {
      read = readRequirement({ text, vocabulary: profile.vocabulary, cityKeys: profile.cityKeys, cityCountries, locales });
      reads.set(text, read);
    }
    return read;
  };
  // Extraction asks about many sentences it then drops (a company's story, benefits): what they name is
  // found without reading the rest.
  const named = new Map<string, NamedConcept[]>();
  const namedOf = (text: string): readonly NamedConcept[] => {
    const read = reads.get(text);
    if (read) return read.mentions;
    let found = named.get(text);
    if (!found) named.set(text, (found = namedConcepts({ text, vocabulary: profile.vocabulary })));
    return found;
  };
  const items = extractRequirements({
    text: jobDescription,
    locales,
    signals: {
      checkable: (text) => namedOf(text).length > 0 || isCheckable({ read: readOf(text) }),
      // Most owners decline nothing: then no text needs reading for it.
      declined: (text) => profile.declined.size > 0 && isDeclined({ read: { mentions: namedOf(text) }, profile }),
      optional: (text) => readOf(text).optional,
      conditions: (text) => readOf(text).asksConditions,
      technical: (text) => namedOf(text).some((mention) => mention.ids.some((id) => !profile.vocabulary.concepts.get(id)?.field)),
      language: (text) => readOf(text).languages.length > 0,
    },
  });
  const parts = items.flatMap((item) => {
    const split = item.importance === 'must' ? splitByWeight({ read: readOf(item.text), vocabulary: profile.vocabulary }) : null;
    return split ? split.map((part) => ({ ...item, text: part.text, importance: part.optional ? ('nice' as const) : item.importance })) : [item];
  });
  const requirements: FitRequirement[] = parts.map((item) => {
    const judgement = judgeRequirement({ read: readOf(item.text), profile, locale });
    return {
      text: item.text,
      verdict: judgement.verdict,
      evidence: judgement.evidence,
      importance: item.importance,
      section: item.section,
      ...(judgement.note ? { note: judgement.note } : {}),
      ...(judgement.related ? { related: judgement.related } : {}),
      matches: judgement.matches,
    };
  });
  return { requirements, coverage: coverageOf(requirements), summary: summaryOf({ requirements, locale }) };
}
