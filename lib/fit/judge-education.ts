import { getDictionary } from '@/lib/i18n';
import type { Aspect, AspectContext } from '@/lib/fit/aspect-verdicts';
import { sourceQuote } from '@/lib/fit/evidence-quotes';
import type { FitVerdict } from '@/lib/fit/fit-types';

/** A degree asked is compared by level with the highest the profile holds; equivalent experience makes a gap partial. */

export function educationAspect({ context, asked }: { context: AspectContext; asked: number }): Aspect {
  const { profile, locale, read } = context;
  const held = Math.max(0, ...profile.degreeLevels);
  let verdict: FitVerdict;
  if (held >= asked) verdict = 'evidence';
  else if (held > 0 || read.equivalentExperience) verdict = 'partial';
  else verdict = 'no_evidence';
  return {
    verdict,
    evidence: held > 0 ? sourceQuote({ profile, chunkId: 'education', locale }) : [],
    notes: verdict === 'evidence' ? [] : [held > 0 ? getDictionary({ locale }).fit.lowerDegree : getDictionary({ locale }).fit.silent],
  };
}
