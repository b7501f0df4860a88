import { LOCALES, type Locale } from '@/lib/contracts';
import { extendVocabulary, genericVocabulary, impliedClosure, scanConcepts, withComposites, type ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import { degreeLevel } from '@/lib/fit/education-levels';
import { evidenceTitles } from '@/lib/fit/evidence-titles';
import { isGenericWord } from '@/lib/fit/generic-words';
import { phraseKey, postingWords, surfaceOf } from '@/lib/fit/posting-words';
import { teamLeadSpans } from '@/lib/fit/team-lead';
import { teamSize } from '@/lib/fit/team-size';
import { languageOfName, NATIVE_LEVEL, parseLevel } from '@/lib/fit/spoken-languages';
import { statedConditions, type StatedConditions } from '@/lib/fit/stated-conditions';
import { countryOfName, readWorkConditions, type ZoneRange } from '@/lib/fit/work-conditions';
import { profileKeywords, termsOf, totalCareerMonths, cityName } from '@/lib/knowledge';
import type { Experience, KnowledgeChunk, LocalizedKeywords, Profile } from '@/lib/knowledge';
import { findConcepts } from '@/lib/lexicon';
import { isStopword, foldText, splitWords } from '@/lib/text';

/** A sentence of a chunk in one locale and the concepts it shows (none when it is a negation). */
export interface EvidenceSentence {
  text: string;
  concepts: ReadonlySet<string>;
  /** For each concept it shows, the words that show it ("TypeScript" shows JavaScript): what a verdict says matched. */
  surfaces: ReadonlyMap<string, string>;
}

/** A chunk as evidence: what it shows, and its sentences per locale for quoting. */
export interface EvidenceSource {
  chunk: KnowledgeChunk;
  /** Lower is quoted first: experience, then projects, skills, approach, education, the bio. */
  rank: number;
  order: number;
  /** What its text, skills or stack state (with what that implies). */
  concepts: ReadonlySet<string>;
  /** The stack items or skills that state a concept, as written ("PostgreSQL", "AWS (Lambda, S3, CloudFront)"). */
  termSurfaces: ReadonlyMap<string, string>;
  /** Concepts stated beside a held credential ("Goethe-Zertifikat", "AWS Certified Developer"): only these show a credential asked for. */
  credentials: ReadonlySet<string>;
  sentences: Record<Locale, EvidenceSentence[]>;
}

export interface JobEvidence {
  job: Experience;
  /** Month indices worked (year × 12 + month), as durations count them. */
  months: ReadonlySet<number>;
  concepts: ReadonlySet<string>;
  source: EvidenceSource;
}

export type RemotePreference = 'only' | 'preferred' | 'open' | 'no';

/** Everything the matcher reads from one profile, built once per chunk index (that is, per profile and day). */
export interface ProfileEvidence {
  vocabulary: ConceptVocabulary;
  /** Chunks whose text, skills or stack state a concept. */
  byConcept: ReadonlyMap<string, readonly EvidenceSource[]>;
  /** Chunks only the editor's keywords relate a concept to: pointers, never evidence. */
  relatedByConcept: ReadonlyMap<string, readonly EvidenceSource[]>;
  /** Chunks by id, for quoting the ones that are not skill evidence (location, languages, availability...). */
  chunks: ReadonlyMap<string, EvidenceSource>;
  /** Concepts the owner says they do not do, each with the owner's note. */
  notOffered: ReadonlyMap<string, Record<Locale, string>>;
  /** Kinds of company or work the owner declines. */
  declined: ReadonlySet<string>;
  jobs: readonly JobEvidence[];
  careerMonths: number;
  /** The technologies the profile names (stack items and skills), each with the concepts it stands for. */
  technologies: ReadonlyArray<{ name: string; concepts: ReadonlySet<string> }>;
  profile: Profile;
  today: Date;
  languages: ReadonlyArray<{ code: string; level: number | null }>;
  degreeLevels: readonly number[];
  cityKeys: ReadonlySet<string>;
  country: string | null;
  remote: RemotePreference | null;
  relocation: 'yes' | 'no' | 'depends' | null;
  homeZone: ZoneRange | null;
  /** The time zones the owner's conditions name ("within EU time zones"), when they name any. */
  statedZone: ZoneRange | null;
  /** Office days, fully remote work, relocation and travel as the owner's condition texts state them. */
  stated: StatedConditions;
  /** The most people a shown sentence says the owner led, and mentored; null where no sentence counts them. */
  teams: Record<'lead' | 'mentor', number | null>;
  declineText: Record<Locale, string>;
  /** "<city>, <country>" per locale, for notes. */
  placeLabel: Record<Locale, string>;
  /** Evidence titles per chunk id, in every locale. */
  titles: ReadonlyMap<string, Record<Locale, string>>;
}

// Privatives too ("…, without embeddings"): a sentence that says what it does without is not quoted as showing it.
const NEGATION = /\b(not|don't|do not|doesn't|never|no longer|won't|without|nunca|sin|ne|n'|pas|jamais|sans|nicht|kein|keine|keinen|nie|ohne)\b|(^|\s)no(\s|$)/;
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“«(¿¡])/u;

/**
 * Chunks that show skills and experience. The bio summarises them and a gap statement or the durations
 * list only dates them: neither is evidence of anything. Availability, location and language chunks only
 * answer their own questions.
 */
const RANK_BY_DOMAIN: Partial<Record<KnowledgeChunk['domain'], number>> = {
  experience: 0,
  portfolio_project: 1,
  portfolio_meta: 1,
  skills: 2,
  strengths: 3,
  working_style: 3,
  mindset: 3,
  education: 4,
};

/** Chunks whose statements are the owner's own claims about what they hold: a credential stated there is theirs. */
const PERSONAL_CLAIMS: ReadonlySet<KnowledgeChunk['domain']> = new Set(['skills', 'education', 'languages']);

/** A stack item or skill that names something: a word of its own, or a name the lexicon knows ("C", "R"). */
function isMeaningfulTerm(term: string): boolean {
  const named = splitWords({ text: term }).some((word) => word.length >= 2 && !isStopword({ word }) && !isGenericWord({ word }) && !/^\d+$/.test(word));
  return named || scanConcepts({ words: postingWords({ text: term }), vocabulary: genericVocabulary(), lenient: true }).length > 0;
}

/**
 * The profile's own terms per chunk id. Stack items and skills are claims; the editor's keywords are
 * ways a visitor may ask about the entry ("machine learning" on an applied-AI group), so they only
 * relate a posting's term to the entry and never count as evidence on their own.
 */
function ownTerms(profile: Profile): Map<string, { stated: string[]; keywords: string[] }> {
  const terms = new Map<string, { stated: string[]; keywords: string[] }>();
  const entry = (names: readonly string[], keywords: LocalizedKeywords) => ({
    stated: names.flatMap((name) => termsOf({ name })),
    keywords: profileKeywords({ keywords }),
  });
  for (const job of profile.experience) terms.set(`experience-${job.id}`, entry(job.stack, job.keywords));
  for (const project of profile.projects) terms.set(`project-${project.slug}`, entry(project.stack, project.keywords));
  for (const group of profile.skills.groups) terms.set(`skills-${group.id}`, entry(group.skills, group.keywords));
  terms.set('strengths', entry([], profile.strengths.keywords));
  terms.set('working-style', entry([], profile.workingStyle.keywords));
  terms.set('mindset', entry([], profile.mindset.keywords));
  terms.set('education', entry([], mergeKeywords(profile.education.map((degree) => degree.keywords))));
  terms.set('core-bio', entry([], profile.person.keywords));
  return terms;
}

/**
 * Words of the places in the profile (where the owner lives, where each job was): an editor's keyword
 * like "madrid" helps the chat find a job, but a place is not a skill a posting can ask for.
 */
function placeWords(profile: Profile): Set<string> {
  const texts = [
    profile.person.location.city,
    ...LOCALES.map((locale) => profile.person.location.country[locale]),
    ...profile.experience.flatMap((job) => LOCALES.map((locale) => job.location[locale])),
  ];
  return new Set(texts.flatMap((text) => splitWords({ text })));
}

function mergeKeywords(lists: readonly LocalizedKeywords[]): LocalizedKeywords {
  return Object.fromEntries(LOCALES.map((locale) => [locale, lists.flatMap((keywords) => keywords[locale])])) as LocalizedKeywords;
}

function notOfferedTerms(entry: Profile['skills']['notOffered'][number]): string[] {
  return [entry.skill, ...profileKeywords({ keywords: entry.keywords })];
}

/** Concepts a profile text names; `lenient` for the editor's lower-case keywords and stack items. */
function conceptsOf(text: string, vocabulary: ConceptVocabulary, lenient = false): string[] {
  return scanConcepts({ words: postingWords({ text }), vocabulary, lenient }).flatMap((mention) => mention.ids);
}

/** Each concept a text shows (with what it implies), mapped to the words that show it. */
function surfacesOf(text: string, vocabulary: ConceptVocabulary, lenient = false): Map<string, string> {
  const surfaces = new Map<string, string>();
  const words = postingWords({ text });
  for (const mention of scanConcepts({ words, vocabulary, lenient })) {
    for (const id of impliedClosure({ ids: mention.ids, vocabulary })) if (!surfaces.has(id)) surfaces.set(id, mention.surface);
  }
  // "I led a team of four": read as a posting's "led a small team" is.
  const [span] = surfaces.has('leadership') ? [] : teamLeadSpans({ words, locales: LOCALES });
  if (span) surfaces.set('leadership', surfaceOf({ words, ...span }));
  return surfaces;
}

/** True when the text states a held credential: a certification, a licence, a clearance. */
function namesCredential(text: string): boolean {
  return findConcepts({ words: splitWords({ text }), locales: LOCALES }).some((hit) => hit.concept === 'requirement-credential');
}

function splitSentences(text: string): string[] {
  return text.split(SENTENCE_END).map((sentence) => sentence.trim()).filter(Boolean);
}

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The months a job counts, the way `monthsWorked` counts them (a current job up to the month before today's). */
function monthsOf({ start, end, today }: { start: Date; end: Date | null; today: Date }): Set<number> {
  const last = end === null ? monthIndex(today) - 1 : monthIndex(end);
  const months = new Set<number>();
  for (let month = monthIndex(start); month <= last; month += 1) months.add(month);
  return months;
}

function remoteFromText(text: string): RemotePreference | null {
  const conditions = readWorkConditions({ text, words: postingWords({ text }) });
  if (!conditions.modes.has('remote')) return null;
  return /\b(only|exclusively|fully|100 ?%)\b/.test(foldText({ text })) ? 'only' : 'preferred';
}

function spanOf(zones: readonly ZoneRange[]): ZoneRange | null {
  if (zones.length === 0) return null;
  return { from: Math.min(...zones.map((zone) => zone.from)), to: Math.max(...zones.map((zone) => zone.to)) };
}

/** The largest team the shown sentences that lead people, and those that mentor them, count. */
function teamsShown({ sources }: { sources: readonly EvidenceSource[] }): ProfileEvidence['teams'] {
  const teams: ProfileEvidence['teams'] = { lead: null, mentor: null };
  for (const source of sources) {
    for (const locale of LOCALES) {
      for (const sentence of source.sentences[locale]) {
        const kind = sentence.concepts.has('leadership') || sentence.concepts.has('people-management') ? 'lead' : sentence.concepts.has('mentoring') ? 'mentor' : null;
        if (kind === null) continue;
        const size = teamSize({ words: postingWords({ text: sentence.text }), locales: [locale] });
        if (size !== null) teams[kind] = Math.max(teams[kind] ?? 0, size);
      }
    }
  }
  return teams;
}

const cache = new WeakMap<readonly KnowledgeChunk[], ProfileEvidence>();

/** Builds (once per chunk index) what the fit check reads from the profile. */
export function profileEvidence({ profile, chunks, today }: { profile: Profile; chunks: readonly KnowledgeChunk[]; today: Date }): ProfileEvidence {
  const cached = cache.get(chunks);
  if (cached) return cached;
  const own = ownTerms(profile);
  const declinedTerms = profileKeywords({ keywords: profile.availability.exclusionKeywords });
  const places = placeWords(profile);
  const isSkillTerm = (term: string) => isMeaningfulTerm(term) && !splitWords({ text: term }).every((word) => places.has(word) || isStopword({ word }));
  const stated = [...own.values()].flatMap((entry) => entry.stated).filter(isSkillTerm);
  // The editor's keywords are ways a visitor may ask, not claims: they only point at an entry, and only
  // through concepts the lexicon already knows. They never add words to the vocabulary.
  const vocabulary = extendVocabulary({ terms: [...stated, ...profile.skills.notOffered.flatMap(notOfferedTerms), ...declinedTerms].filter(isSkillTerm) });

  const sources = new Map<string, EvidenceSource>();
  const byConcept = new Map<string, EvidenceSource[]>();
  const relatedByConcept = new Map<string, EvidenceSource[]>();
  const index = (map: Map<string, EvidenceSource[]>, concept: string, source: EvidenceSource) => {
    const list = map.get(concept);
    if (list) list.push(source);
    else map.set(concept, [source]);
  };
  chunks.forEach((chunk, order) => {
    const rank = RANK_BY_DOMAIN[chunk.domain];
    const shows = rank !== undefined && chunk.id !== 'portfolio-overview';
    const personal = PERSONAL_CLAIMS.has(chunk.domain);
    const credentials = new Set<string>();
    const sentences = {} as Record<Locale, EvidenceSentence[]>;
    for (const locale of LOCALES) {
      sentences[locale] = splitSentences(chunk.localizedText[locale] ?? chunk.text).map((text) => {
        const surfaces = shows && !NEGATION.test(foldText({ text })) ? surfacesOf(text, vocabulary) : new Map<string, string>();
        if (personal && surfaces.size > 0 && namesCredential(text)) surfaces.forEach((_, id) => credentials.add(id));
        return { text, concepts: new Set(surfaces.keys()), surfaces };
      });
    }
    const terms = shows ? own.get(chunk.id) : undefined;
    const termSurfaces = new Map<string, string>();
    for (const term of (terms?.stated ?? []).filter(isSkillTerm)) {
      const surfaces = surfacesOf(term, vocabulary, true);
      surfaces.forEach((_, id) => termSurfaces.has(id) || termSurfaces.set(id, term));
      if (namesCredential(term)) surfaces.forEach((_, id) => credentials.add(id));
    }
    const concepts = withComposites({ ids: new Set([...termSurfaces.keys(), ...LOCALES.flatMap((locale) => sentences[locale].flatMap((sentence) => [...sentence.concepts]))]), vocabulary });
    const related = impliedClosure({ ids: (terms?.keywords ?? []).flatMap((term) => conceptsOf(term, vocabulary, true)), vocabulary });
    const source: EvidenceSource = { chunk, rank: rank ?? 9, order, concepts, termSurfaces, credentials, sentences };
    sources.set(chunk.id, source);
    if (!shows) return;
    for (const concept of concepts) index(byConcept, concept, source);
    for (const concept of related) if (!concepts.has(concept)) index(relatedByConcept, concept, source);
  });

  const notOffered = new Map<string, Record<Locale, string>>();
  for (const entry of profile.skills.notOffered) {
    for (const concept of notOfferedTerms(entry).flatMap((term) => conceptsOf(term, vocabulary, true))) notOffered.set(concept, entry.note);
  }

  const jobs = profile.experience.flatMap((job): JobEvidence[] => {
    const source = sources.get(`experience-${job.id}`);
    if (!source) return [];
    const projectConcepts = profile.projects
      .filter((project) => project.employerId === job.id)
      .flatMap((project) => [...(sources.get(`project-${project.slug}`)?.concepts ?? [])]);
    return [{
      job,
      months: monthsOf({ start: job.start, end: job.end, today }),
      concepts: withComposites({ ids: new Set([...source.concepts, ...projectConcepts]), vocabulary }),
      source,
    }];
  });

  const { location } = profile.person;
  const conditionText = `${profile.availability.conditions.en}. ${profile.person.workMode.en}`;
  const evidence: ProfileEvidence = {
    vocabulary,
    byConcept,
    relatedByConcept,
    chunks: sources,
    notOffered,
    declined: new Set(declinedTerms.flatMap((term) => conceptsOf(term, vocabulary, true))),
    jobs,
    careerMonths: totalCareerMonths({ periods: profile.experience.map((job) => ({ start: job.start, end: job.end })), today }),
    technologies: [...new Set([...profile.experience.flatMap((job) => job.stack), ...profile.projects.flatMap((project) => project.stack), ...profile.skills.groups.flatMap((group) => group.skills)].flatMap((name) => termsOf({ name })))]
      .filter(isSkillTerm)
      .map((name) => ({ name, concepts: impliedClosure({ ids: conceptsOf(name, vocabulary, true), vocabulary }) })),
    profile,
    today,
    languages: profile.languages.map((language) => {
      const levels = LOCALES.map((locale) => parseLevel({ words: postingWords({ text: language.level[locale] }) })).filter((level): level is number => level !== null);
      return {
        code: languageOfName({ names: [...LOCALES.map((locale) => language.name[locale]), language.id] }) ?? language.id,
        level: language.native ? NATIVE_LEVEL : levels.length > 0 ? Math.max(...levels) : null,
      };
    }),
    degreeLevels: profile.education.map((entry) => Math.max(...LOCALES.map((locale) => degreeLevel({ text: entry.degree[locale] }) ?? 1))),
    cityKeys: new Set([location.city, ...Object.values(location.cityNames ?? {})].map((name) => phraseKey({ text: name }))),
    country: LOCALES.map((locale) => countryOfName({ name: location.country[locale] })).find((code) => code !== null) ?? null,
    remote: profile.availability.remote ?? remoteFromText(conditionText),
    relocation: profile.availability.relocation ?? null,
    homeZone: spanOf(readWorkConditions({ text: location.timezone, words: postingWords({ text: location.timezone }) }).zones),
    statedZone: spanOf(readWorkConditions({ text: conditionText, words: postingWords({ text: conditionText }) }).zones),
    stated: statedConditions({ text: conditionText }),
    teams: teamsShown({ sources: [...sources.values()].filter((source) => RANK_BY_DOMAIN[source.chunk.domain] !== undefined) }),
    declineText: profile.availability.notInterestedIn,
    titles: evidenceTitles({ profile, chunks }),
    placeLabel: Object.fromEntries(LOCALES.map((locale) => [locale, `${cityName({ profile, locale })}, ${location.country[locale]}`])) as Record<Locale, string>,
  };
  cache.set(chunks, evidence);
  return evidence;
}

