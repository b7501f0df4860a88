import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { combine, type Aspect, type AspectContext } from '@/lib/fit/aspect-verdicts';
import { evidenceItem, MAX_EVIDENCE } from '@/lib/fit/evidence-quotes';
import type { FitEvidence, FitMatch, FitVerdict } from '@/lib/fit/fit-types';
import { conditionsAspect } from '@/lib/fit/judge-conditions';
import { educationAspect } from '@/lib/fit/judge-education';
import { languageAspect } from '@/lib/fit/judge-languages';
import { skillAspect } from '@/lib/fit/judge-skills';
import { yearsAspects } from '@/lib/fit/judge-years';
import { declinedMentions, isDeclined } from '@/lib/fit/not-offered';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadRequirement } from '@/lib/fit/read-requirement';

/** The verdict on one requirement, its evidence (at most MAX_EVIDENCE) and a short note. */
export interface Judgement {
  verdict: FitVerdict;
  evidence: FitEvidence[];
  note?: string;
  related?: FitEvidence[];
  matches: FitMatch[];
}

/** True when the requirement names something to check: a technology or practice, a language, where or when to work, a degree, a credential, years. */
export function isCheckable({ read }: { read: ReadRequirement }): boolean {
  return read.mentions.length > 0 || read.languages.length > 0 || read.asksConditions || read.degree !== null || read.asksCredential || read.years.length > 0;
}

/**
 * Judges one requirement against the profile. A requirement may ask several things at once (years of a
 * technology, a language, where to work, a degree); each part is checked on its own and the parts
 * combine: all shown is evidence, none shown is a gap, anything between is partial. A kind of company
 * or work the owner declines makes the whole requirement not offered. Nothing counts as evidence
 * unless a chunk of the profile shows it.
 */
export function judgeRequirement({ read, profile, locale }: { read: ReadRequirement; profile: ProfileEvidence; locale: Locale }): Judgement {
  const copy = getDictionary({ locale }).fit;
  const context: AspectContext = { read, profile, locale };
  if (isDeclined({ read, profile })) {
    const source = profile.chunks.get('availability');
    return {
      verdict: 'not_offered',
      evidence: source ? [evidenceItem({ source, quote: profile.declineText[locale], locale, profile })] : [],
      note: copy.declined,
      matches: declinedMentions({ mentions: read.mentions, profile }).map((mention) => ({ asked: mention.surface, found: null })),
    };
  }
  const aspects: Aspect[] = [];
  const languages = read.languages.length > 0 ? languageAspect(context) : null;
  if (languages) aspects.push(languages);
  if (read.asksConditions) aspects.push(conditionsAspect(context));
  if (read.degree !== null) aspects.push(educationAspect({ context, asked: read.degree }));
  if (read.years.length > 0) aspects.push(...yearsAspects(context));
  else {
    const skills = skillAspect({ context, candidates: read.mentions });
    if (skills) aspects.push(skills);
  }
  if (aspects.length === 0) return { verdict: 'no_evidence', evidence: [], note: copy.silent, matches: [] };
  // "Lead a team of 10+ engineers": leading shown, a smaller team (or none counted) is only part of it.
  if (read.team && combine(aspects.map((aspect) => aspect.verdict)) === 'evidence') {
    // An owner who counts no team led but the people they mentor has guided that many.
    const have = read.team.kind === 'lead' ? (profile.teams.lead ?? profile.teams.mentor) : profile.teams.mentor;
    if (have === null || have < read.team.size) aspects.push({ verdict: 'partial', evidence: [], notes: [copy.team({ asked: read.team.size, have })] });
  }
  const verdict = combine(aspects.map((aspect) => aspect.verdict));
  const seen = new Set<string>();
  const evidence = aspects.flatMap((aspect) => aspect.evidence).filter((item) => {
    const key = `${item.chunkId}\u0000${item.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, MAX_EVIDENCE);
  const notes = [...new Set(aspects.flatMap((aspect) => aspect.notes))];
  const note = notes.length > 0 ? notes.slice(0, 2).join(' ') : verdict === 'no_evidence' ? copy.silent : undefined;
  const shown = new Set(evidence.map((item) => item.chunkId));
  const related = aspects.flatMap((aspect) => aspect.related ?? []).filter((item) => !shown.has(item.chunkId)).slice(0, MAX_EVIDENCE);
  const matches = aspects.flatMap((aspect) => aspect.matches ?? []);
  return { verdict, evidence, ...(note ? { note } : {}), ...(related.length > 0 ? { related } : {}), matches };
}
