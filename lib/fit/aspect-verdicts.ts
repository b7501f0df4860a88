import type { Locale } from '@/lib/contracts';
import type { FitEvidence, FitMatch, FitVerdict } from '@/lib/fit/fit-types';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadRequirement } from '@/lib/fit/read-requirement';

/** A requirement is judged in parts (aspects), each on its own; this is what a part returns and how parts add up. */

/** The verdict on one part of a requirement, with its evidence and notes. */
export interface Aspect {
  verdict: FitVerdict;
  evidence: FitEvidence[];
  notes: string[];
  related?: FitEvidence[];
  /** The words of the requirement this part judged, and the profile's words that matched them. */
  matches?: FitMatch[];
}

/** What every aspect is judged with: the requirement as read, the profile and the visitor's locale. */
export interface AspectContext {
  read: ReadRequirement;
  profile: ProfileEvidence;
  locale: Locale;
}

const STRICTNESS: Record<FitVerdict, number> = { not_offered: 0, no_evidence: 1, partial: 2, evidence: 3 };

/**
 * Combines independent parts of a requirement: a part the owner says they do not do makes it not offered, whatever
 * else it names; all shown is evidence, none shown is a gap, anything between is partial.
 */
export function combine(verdicts: readonly FitVerdict[]): FitVerdict {
  if (verdicts.includes('not_offered')) return 'not_offered';
  if (verdicts.every((verdict) => verdict === 'evidence')) return 'evidence';
  if (verdicts.some((verdict) => verdict === 'evidence' || verdict === 'partial')) return 'partial';
  return verdicts.includes('not_offered') ? 'not_offered' : 'no_evidence';
}

export function strictest(verdicts: readonly FitVerdict[]): FitVerdict {
  return verdicts.reduce((worst, verdict) => (STRICTNESS[verdict] < STRICTNESS[worst] ? verdict : worst), 'evidence' as FitVerdict);
}

export function loosest(verdicts: readonly FitVerdict[]): FitVerdict {
  return verdicts.reduce((best, verdict) => (STRICTNESS[verdict] > STRICTNESS[best] ? verdict : best), 'not_offered' as FitVerdict);
}
