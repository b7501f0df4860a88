import type { Profile } from '@/lib/knowledge';
import { termsOf } from '@/lib/knowledge';
import { TECHNOLOGY_TERMS } from '@/lib/lexicon';
import { foldText, isContentWord, splitWords } from '@/lib/text';

/**
 * What the intent router learns from the profile when the index is built: the names a visitor may use
 * for the owner, the employers, the projects and the technologies (the owner's stack on top of the
 * generic list). Code keeps only the language; these come from whoever the owner is.
 */
export interface IntentSignals {
  /** First content words of employer names ("acme" of "The Acme Corp"): a named employer is a weak recruiter signal. */
  employers: readonly string[];
  /** A project named in the question. */
  project: RegExp | null;
  /** A technology named in the question. */
  technical: RegExp;
  /** The owner named as the one being asked or reached ("are you Sam?", "reach Sam"). */
  ownerAsked: RegExp | null;
  ownerContacted: RegExp | null;
}

const cache = new WeakMap<Profile, IntentSignals>();

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** One pattern matching any of the folded terms as whole words ("c++" and "node.js" included), or null for none. */
function anyTerm(terms: readonly string[]): RegExp | null {
  const folded = [...new Set(terms.map((term) => foldText({ text: term }).trim()).filter((term) => term.length > 0))];
  if (folded.length === 0) return null;
  // Longest first, so "react native" wins over "react" in the alternation.
  const alternatives = folded.sort((left, right) => right.length - left.length).map(escapeForRegExp).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}+#])`, 'u');
}

/** The profile's intent signals, built once per profile object. */
export function intentSignals({ profile }: { profile: Profile }): IntentSignals {
  const cached = cache.get(profile);
  if (cached) return cached;
  const ownerNames = [profile.person.firstName, profile.person.name];
  const names = anyTerm(ownerNames)?.source;
  const stack = [
    ...profile.skills.groups.flatMap((group) => group.skills),
    ...profile.experience.flatMap((job) => job.stack),
    ...profile.projects.flatMap((project) => project.stack),
  ]
    .flatMap((name) => termsOf({ name }))
    // One- and two-letter names ("Go", "R", "C") are everyday words too: only their longer forms count.
    .filter((term) => foldText({ text: term }).replace(/[^\p{L}\p{N}]/gu, '').length > 2 || /[+#.]/.test(term));
  const signals: IntentSignals = {
    employers: profile.experience.map((job) => splitWords({ text: job.company }).find((word) => isContentWord({ word })) ?? '').filter((word) => word.length > 0),
    project: anyTerm(profile.projects.flatMap((project) => [project.name, project.slug.replace(/-/g, ' ')])),
    technical: anyTerm([...TECHNOLOGY_TERMS, ...stack]) ?? /$^/,
    ownerAsked: names ? new RegExp(`(?:are you|eres|es-tu|etes-vous|bist du|sind sie) ${names}`, 'u') : null,
    ownerContacted: names ? new RegExp(`(?:reach|message|contact|email|write to|contactar a|escribir a|contacter|ecrire a|erreichen|kontaktieren) ${names}`, 'u') : null,
  };
  cache.set(profile, signals);
  return signals;
}
