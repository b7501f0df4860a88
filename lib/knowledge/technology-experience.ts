import { LOCALES } from '@/lib/contracts';
import { TECHNOLOGY_LEXICON, type LexiconConcept } from '@/lib/lexicon';
import { totalCareerMonths } from '@/lib/knowledge/durations';
import type { Experience, Profile, Project } from '@/lib/knowledge/profile-schema';
import { termsOf } from '@/lib/knowledge/profile-text';

/**
 * A technology's name as a comparable key: lower case, no accents, no spaces or punctuation, but `++` and `#`
 * kept as words, so "Next.js" = "nextjs" = "Next JS" while "C++", "C#" and "C" stay three languages.
 */
export function technologyKey({ name }: { name: string }): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\+\+/g, 'plusplus')
    .replace(/#/g, 'sharp')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const CONCEPT_BY_KEY = new Map<string, LexiconConcept>();
for (const concept of TECHNOLOGY_LEXICON) {
  for (const name of [concept.label, ...concept.aliases, ...(concept.exact ?? [])]) {
    const key = technologyKey({ name });
    if (key.length > 0 && !CONCEPT_BY_KEY.has(key)) CONCEPT_BY_KEY.set(key, concept);
  }
}

/**
 * An alias that is another spelling of the label ("TS", "golang", "postgres", "k8s"), not a member of a wider
 * practice the lexicon groups under it ("Spark" under data engineering is not "Airflow").
 */
function isSpellingOf({ alias, label }: { alias: string; label: string }): boolean {
  return alias === label || alias.length <= 4 || alias.includes(label) || label.includes(alias);
}

/** The lexicon entry a name spells, when the name is one of its spellings. */
function conceptOf({ key }: { key: string }): LexiconConcept | undefined {
  const concept = CONCEPT_BY_KEY.get(key);
  if (!concept || concept.discipline) return undefined;
  return isSpellingOf({ alias: key, label: technologyKey({ name: concept.label }) }) ? concept : undefined;
}

/** The keys that name the same technology: its own, and the other spellings of its lexicon entry ("TS" for TypeScript). */
function sameTechnologyKeys({ name }: { name: string }): Set<string> {
  const key = technologyKey({ name });
  const concept = conceptOf({ key });
  if (!concept) return new Set([key]);
  const label = technologyKey({ name: concept.label });
  const spellings = [concept.label, ...concept.aliases, ...(concept.exact ?? [])].map((alias) => technologyKey({ name: alias })).filter((alias) => isSpellingOf({ alias, label }));
  return new Set([key, ...spellings]);
}

/** The other ways the technology is written, when the lexicon knows it ("Node" and "nodejs" for "Node.js"). */
export function technologySpellings({ name }: { name: string }): string[] {
  const concept = conceptOf({ key: technologyKey({ name }) });
  if (!concept) return [];
  const keys = sameTechnologyKeys({ name });
  return [concept.label, ...concept.aliases, ...(concept.exact ?? [])].filter((form) => keys.has(technologyKey({ name: form })));
}

/** The ways a text may write the technology, as patterns: case-sensitive for short names and everyday words ("Go", "C"). */
function textPatterns({ name }: { name: string }): RegExp[] {
  const keys = sameTechnologyKeys({ name });
  const concept = conceptOf({ key: technologyKey({ name }) });
  const forms = new Set([name, ...(concept ? [concept.label, ...concept.aliases] : [])].filter((form) => keys.has(technologyKey({ name: form }))));
  const exact = new Set([...(concept?.exact ?? [])]);
  return [...forms, ...exact].map((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+');
    const caseSensitive = exact.has(form) || technologyKey({ name: form }).length <= 2;
    return new RegExp(`(?<![\\p{L}\\p{N}+#])${escaped}(?![\\p{L}\\p{N}+#-])`, caseSensitive ? 'u' : 'iu');
  });
}

/** Each name a stack item holds: "AWS (Lambda, S3)" holds three, "MATLAB/Simulink" two (and itself). */
function stackNames({ stack }: { stack: readonly string[] }): string[] {
  return stack.flatMap((item) => termsOf({ name: item })).flatMap((name) => (name.includes('/') ? [name, ...name.split('/').map((part) => part.trim())] : [name]));
}

/** Where and for how long the owner used one technology, from the profile's dated jobs and its projects. */
export interface TechnologyExperience {
  /** The jobs whose stack lists it or whose texts name it, in profile order. */
  jobs: Experience[];
  /** The projects whose stack lists it or whose texts name it. */
  projects: Project[];
  /** The jobs' periods merged: overlapping jobs count once, gaps are left out. */
  months: number;
  /** A skill group lists it. */
  listed: boolean;
}

/**
 * How long the owner has worked with a technology: the union of the dated jobs whose stack lists it or whose own
 * texts name it (projects carry no dates, so they say where, never how long). One function for the chat and the
 * fit check, so a recruiter never reads two figures.
 */
export function technologyExperience({ profile, technology, today }: { profile: Profile; technology: string; today: Date }): TechnologyExperience {
  const keys = sameTechnologyKeys({ name: technology });
  const patterns = textPatterns({ name: technology });
  const inStack = (stack: readonly string[]) => stackNames({ stack }).some((name) => keys.has(technologyKey({ name })));
  const inTexts = (texts: readonly { en: string }[]) => texts.some((text) => LOCALES.some((locale) => patterns.some((pattern) => pattern.test((text as Record<string, string>)[locale] ?? ''))));
  const jobs = profile.experience.filter((job) => inStack(job.stack) || inTexts([job.summary, ...job.highlights]));
  const projects = profile.projects.filter((project) => inStack(project.stack) || inTexts([project.summary, ...project.highlights]));
  const listed = profile.skills.groups.some((group) => stackNames({ stack: group.skills }).some((name) => keys.has(technologyKey({ name }))));
  return { jobs, projects, months: totalCareerMonths({ periods: jobs, today }), listed };
}

/** A job shows a skill area when it uses this many of the area's skills (fewer when the area lists fewer). */
const AREA_SKILLS_SHOWN = 2;

/**
 * How long the owner has worked in a skill area ("embedded", "frontend", "data pipelines"): the union of the dated
 * jobs that use at least two of the area's skills (its only one, when it lists one), overlaps counted once. One
 * skill in passing (Python in a physics class) does not make a job part of the area.
 */
export function areaExperience({ profile, areaId, today }: { profile: Profile; areaId: string; today: Date }): TechnologyExperience {
  const group = profile.skills.groups.find((candidate) => candidate.id === areaId);
  const skills = group ? [...new Set(stackNames({ stack: group.skills }))] : [];
  const needed = Math.min(AREA_SKILLS_SHOWN, skills.length);
  const uses = skills.map((skill) => technologyExperience({ profile, technology: skill, today }));
  const jobs = needed === 0 ? [] : profile.experience.filter((job) => uses.filter((use) => use.jobs.includes(job)).length >= needed);
  const projects = needed === 0 ? [] : profile.projects.filter((project) => uses.filter((use) => use.projects.includes(project)).length >= needed);
  return { jobs, projects, months: totalCareerMonths({ periods: jobs, today }), listed: skills.length > 0 };
}
