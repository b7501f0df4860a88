import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { impliedClosure } from '@/lib/fit/concept-vocabulary';
import type { FitEvidence, FitVerdict } from '@/lib/fit/fit-types';
import type { EvidenceSource, ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention, ReadRequirement } from '@/lib/fit/read-requirement';
import { levelLabel } from '@/lib/fit/spoken-languages';
import { describeZone, zoneGap, type PlaceMention, type WorkMode } from '@/lib/fit/work-conditions';
import { formatDuration } from '@/lib/knowledge';
import { cutText } from '@/lib/text';

/** The verdict on one requirement, its evidence (at most MAX_EVIDENCE) and a short note. */
export interface Judgement {
  verdict: FitVerdict;
  evidence: FitEvidence[];
  note?: string;
  related?: FitEvidence[];
}

interface Aspect {
  verdict: FitVerdict;
  evidence: FitEvidence[];
  notes: string[];
  related?: FitEvidence[];
}

interface Context {
  read: ReadRequirement;
  profile: ProfileEvidence;
  locale: Locale;
}

const MAX_EVIDENCE = 3;
const MAX_QUOTE_CHARS = 280;
/** A language asked for without a level is met by a working level (B1). */
const DEFAULT_ASKED_LEVEL = 3;
/** Hours between the asked and the profile's time zones that still count as a partial overlap. */
const PARTIAL_ZONE_GAP_HOURS = 2;
const STRICTNESS: Record<FitVerdict, number> = { not_offered: 0, no_evidence: 1, partial: 2, evidence: 3 };

function evidenceItem({ source, quote, locale, profile }: { source: EvidenceSource; quote: string; locale: Locale; profile: ProfileEvidence }): FitEvidence {
  const title = profile.titles.get(source.chunk.id)?.[locale] ?? source.chunk.title;
  return { chunkId: source.chunk.id, title, href: `/${locale}#${source.chunk.anchor}`, quote: cutText({ text: quote, maxChars: MAX_QUOTE_CHARS }) };
}

/** The sentence of a source that shows the most of `wanted` (its first sentence showing anything, failing that). */
function quoteOf({ source, wanted, locale }: { source: EvidenceSource; wanted: ReadonlySet<string>; locale: Locale }): string {
  const sentences = source.sentences[locale];
  let best = sentences.find((sentence) => sentence.concepts.size > 0) ?? sentences[0];
  let bestScore = 0;
  for (const sentence of sentences) {
    const score = [...wanted].filter((id) => sentence.concepts.has(id)).length;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best?.text ?? source.chunk.localizedText[locale] ?? source.chunk.text;
}

function sourceQuote({ profile, chunkId, locale, sentence }: { profile: ProfileEvidence; chunkId: string; locale: Locale; sentence?: 'first' | 'all' }): FitEvidence[] {
  const source = profile.chunks.get(chunkId);
  if (!source) return [];
  const sentences = source.sentences[locale].map((entry) => entry.text);
  const quote = sentence === 'first' ? sentences[0] : sentences.join(' ');
  return quote ? [evidenceItem({ source, quote, locale, profile })] : [];
}

/** How a note names a mention: the concept's name when it names what was written ("k8s" → Kubernetes), else the posting's own words ("Figma"). */
function label(profile: ProfileEvidence, mention: ReadMention): string {
  const concept = mention.ids.map((id) => profile.vocabulary.concepts.get(id)).find((entry) => entry !== undefined);
  if (!concept || concept.id.startsWith('term:')) return mention.surface;
  const abbreviation = mention.surface.replace(/\W/g, '').length <= 3;
  return abbreviation || concept.label.toLowerCase().includes(mention.surface.toLowerCase()) ? concept.label : mention.surface;
}

const listFormats = new Map<Locale, Intl.ListFormat>();
const languageNames = new Map<Locale, Intl.DisplayNames>();

function joinLabels(labels: string[], locale: Locale): string {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })));
  return format.format([...new Set(labels)]);
}

function languageName(code: string, locale: Locale): string {
  let names = languageNames.get(locale);
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  return names.of(code) ?? code;
}

/** Combines independent parts of a requirement: all shown is evidence, none shown is a gap (or not offered), anything between is partial. */
function combine(verdicts: readonly FitVerdict[]): FitVerdict {
  if (verdicts.every((verdict) => verdict === 'evidence')) return 'evidence';
  if (verdicts.some((verdict) => verdict === 'evidence' || verdict === 'partial')) return 'partial';
  return verdicts.includes('not_offered') ? 'not_offered' : 'no_evidence';
}

function strictest(verdicts: readonly FitVerdict[]): FitVerdict {
  return verdicts.reduce((worst, verdict) => (STRICTNESS[verdict] < STRICTNESS[worst] ? verdict : worst), 'evidence' as FitVerdict);
}

function loosest(verdicts: readonly FitVerdict[]): FitVerdict {
  return verdicts.reduce((best, verdict) => (STRICTNESS[verdict] > STRICTNESS[best] ? verdict : best), 'not_offered' as FitVerdict);
}

/** The mentions a part of a requirement is judged on: the named things (their examples when none is named), not the discipline around them. */
function mainMentions(profile: ProfileEvidence, candidates: readonly ReadMention[]): { mentions: ReadMention[]; examples: ReadMention[] } {
  // An editor's keyword found in a posting ("interfaces") only counts when nothing else is named.
  const isKeywordOnly = (mention: ReadMention) => mention.ids.every((id) => profile.keywordOnly.has(id));
  const stated = candidates.filter((mention) => !isKeywordOnly(mention));
  const required = (stated.length > 0 ? stated : candidates).filter((mention) => !mention.optional);
  const named = required.filter((mention) => !mention.example);
  const chosen = named.length > 0 ? named : required;
  const specific = chosen.filter((mention) => mention.ids.some((id) => !profile.vocabulary.concepts.get(id)?.discipline));
  return { mentions: specific.length > 0 ? specific : chosen, examples: named.length > 0 ? required.filter((mention) => mention.example) : [] };
}

function notOfferedNote(profile: ProfileEvidence, mention: ReadMention): Record<Locale, string> | null {
  for (const id of impliedClosure({ ids: mention.ids, vocabulary: profile.vocabulary })) {
    const note = profile.notOffered.get(id);
    if (note) return note;
  }
  return null;
}

function sourcesOf(map: ProfileEvidence['byConcept'], mention: ReadMention): EvidenceSource[] {
  return [...new Set(mention.ids.flatMap((id) => map.get(id) ?? []))];
}

type MentionStatus = 'shown' | 'related' | 'missing' | 'declined';
const STATUS_ORDER: Record<MentionStatus, number> = { shown: 3, related: 2, missing: 1, declined: 0 };

interface JudgedMention {
  mention: ReadMention;
  status: MentionStatus;
  sources: EvidenceSource[];
  declinedNote: Record<Locale, string> | null;
}

/** Shown when a chunk's text, skills or stack state it; related when only the editor's keywords link it; declined when the profile says it is not offered. */
function judgeMention(profile: ProfileEvidence, mention: ReadMention): JudgedMention {
  const declinedNote = notOfferedNote(profile, mention);
  if (declinedNote) return { mention, status: 'declined', sources: [], declinedNote };
  const stated = sourcesOf(profile.byConcept, mention);
  if (stated.length > 0) return { mention, status: 'shown', sources: stated, declinedNote: null };
  const related = sourcesOf(profile.relatedByConcept, mention);
  return { mention, status: related.length > 0 ? 'related' : 'missing', sources: related, declinedNote: null };
}

/** One status per group of alternatives: the best of its members. */
function groupStatuses(judged: readonly JudgedMention[]): MentionStatus[] {
  const best = new Map<number, MentionStatus>();
  for (const entry of judged) {
    const current = best.get(entry.mention.group);
    if (current === undefined || STATUS_ORDER[entry.status] > STATUS_ORDER[current]) best.set(entry.mention.group, entry.status);
  }
  return [...best.values()];
}

/** A keyword link is not a claim: only what the profile states counts ("related" counts as missing). */
function verdictOf(statuses: readonly MentionStatus[]): FitVerdict {
  if (statuses.every((status) => status === 'shown')) return 'evidence';
  if (statuses.some((status) => status === 'shown')) return 'partial';
  return statuses.includes('declined') ? 'not_offered' : 'no_evidence';
}

/** The entries keywords link to mentions the profile does not state, as pointers. */
function relatedEvidence(context: Context, judged: readonly JudgedMention[]): FitEvidence[] {
  return pickSources(context, judged.filter((entry) => entry.status === 'related'));
}

function notOfferedEvidence(context: Context, notes: ReadonlyArray<Record<Locale, string>>): FitEvidence[] {
  const source = context.profile.chunks.get('skills-not-offered');
  if (!source) return [];
  return [...new Set(notes.map((note) => note[context.locale]))].map((quote) => evidenceItem({ source, quote, locale: context.locale, profile: context.profile }));
}

/** Greedy: the sources that together show the most mentions, best ranked first. */
function pickSources(context: Context, shown: readonly JudgedMention[]): FitEvidence[] {
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

function skillAspect(context: Context, candidates: readonly ReadMention[]): Aspect | null {
  const { profile, locale } = context;
  const { mentions, examples } = mainMentions(profile, candidates);
  if (mentions.length === 0) return null;
  const judged = mentions.map((mention) => judgeMention(profile, mention));
  const judgedExamples = examples.map((mention) => judgeMention(profile, mention));
  let verdict = verdictOf(groupStatuses(judged));
  // Examples the profile shows make a better quote ("frontend framework (React, Vue)" quotes React); when it
  // shows none of them ("cloud (Azure)"), the named thing is only partly shown.
  const examplesUnshown = judgedExamples.length > 0 && judgedExamples.every((entry) => entry.status !== 'shown');
  if (verdict === 'evidence' && examplesUnshown) verdict = 'partial';
  const quoted = [...judged, ...judgedExamples].filter((entry) => entry.status === 'shown');
  const evidence = verdict === 'evidence' || verdict === 'partial' ? pickSources(context, quoted) : [];
  const copy = getDictionary({ locale }).fit;
  const notes: string[] = [];
  const declined = judged.filter((entry) => entry.status === 'declined');
  if (verdict === 'not_offered') notes.push(copy.notOffered);
  else if (verdict !== 'evidence') {
    const unshown = [...judged.filter((entry) => entry.status === 'missing' || entry.status === 'related'), ...(examplesUnshown ? judgedExamples : [])];
    if (unshown.length > 0) notes.push(copy.missing({ labels: joinLabels(unshown.map((entry) => label(profile, entry.mention)), locale) }));
  }
  const declinedEvidence = verdict === 'evidence' ? [] : notOfferedEvidence(context, declined.map((entry) => entry.declinedNote!));
  return { verdict, evidence: [...evidence, ...declinedEvidence], notes, related: verdict === 'evidence' ? [] : relatedEvidence(context, [...judged, ...judgedExamples]) };
}

/** One figure of years: against the months of the jobs that state its subject, or the whole career when it names none. */
function figureAspect(context: Context, asked: number, candidates: readonly ReadMention[]): Aspect {
  const { profile, locale } = context;
  const copy = getDictionary({ locale }).fit;
  const askedText = formatDuration({ months: asked * 12, locale });
  const { mentions } = mainMentions(profile, candidates);
  const specific = mentions.filter((mention) => mention.ids.some((id) => !profile.vocabulary.concepts.get(id)?.discipline));
  if (specific.length === 0) {
    const have = profile.careerMonths;
    const verdict: FitVerdict = have >= asked * 12 ? 'evidence' : have > 0 ? 'partial' : 'no_evidence';
    const duration = profile.chunks.get('duration');
    const total = duration?.sentences[locale].at(-1);
    return {
      verdict,
      evidence: duration && total ? [evidenceItem({ source: duration, quote: total.text, locale, profile })] : [],
      notes: verdict === 'evidence' ? [] : [copy.years({ asked: askedText, have: formatDuration({ months: have, locale }), subject: null })],
    };
  }
  const judged = specific.map((mention) => {
    const jobs = profile.jobs.filter((job) => mention.ids.some((id) => job.concepts.has(id)));
    return { ...judgeMention(profile, mention), jobs, months: new Set(jobs.flatMap((job) => [...job.months])) };
  });
  const groups = new Map<number, typeof judged>();
  for (const entry of judged) groups.set(entry.mention.group, [...(groups.get(entry.mention.group) ?? []), entry]);
  // Alternatives count their best member; a requirement counts its weakest group.
  const have = Math.min(...[...groups.values()].map((members) => Math.max(...members.map((member) => (member.status === 'declined' ? 0 : member.months.size)))));
  const statuses = groupStatuses(judged);
  let verdict: FitVerdict;
  if (have >= asked * 12) verdict = 'evidence';
  else if (have > 0 || statuses.some((status) => status === 'shown')) verdict = 'partial';
  else verdict = statuses.includes('declined') ? 'not_offered' : 'no_evidence';
  if (verdict === 'not_offered') {
    return { verdict, evidence: notOfferedEvidence(context, judged.flatMap((entry) => (entry.declinedNote ? [entry.declinedNote] : []))), notes: [copy.notOffered] };
  }
  const jobs = [...new Set(judged.flatMap((entry) => entry.jobs))].sort((left, right) => Math.max(...right.months) - Math.max(...left.months));
  const evidence = jobs.length > 0
    ? jobs.slice(0, MAX_EVIDENCE).map((job) => evidenceItem({ source: job.source, quote: job.source.sentences[locale][0]?.text ?? job.source.chunk.text, locale, profile }))
    : pickSources(context, judged.filter((entry) => entry.status === 'shown'));
  const subject = joinLabels(specific.map((mention) => label(profile, mention)), locale);
  return {
    verdict,
    evidence: verdict === 'no_evidence' ? [] : evidence,
    notes: verdict === 'evidence' ? [] : [copy.years({ asked: askedText, have: formatDuration({ months: have, locale }), subject })],
    related: verdict === 'evidence' ? [] : relatedEvidence(context, judged),
  };
}

/** Each figure of years judged on the mentions nearest to it; mentions marked as a subset ("dont", "davon") are skills of their own. */
function yearsAspects(context: Context): Aspect[] {
  const { read } = context;
  const scoped = read.mentions.filter((mention) => !mention.subset);
  const nearest = (mention: ReadMention) => read.years.reduce((best, figure) => (Math.abs(figure.at - mention.start) < Math.abs(best.at - mention.start) ? figure : best));
  const aspects = read.years.map((figure) => figureAspect(context, figure.years, scoped.filter((mention) => nearest(mention) === figure)));
  const subset = skillAspect(context, read.mentions.filter((mention) => mention.subset));
  return subset ? [...aspects, subset] : aspects;
}

function languageAspect(context: Context): Aspect | null {
  const { profile, locale, read } = context;
  const copy = getDictionary({ locale }).fit;
  const describe = (code: string, level: number | null) => `${languageName(code, locale)}${level === null ? '' : ` ${levelLabel({ level, native: copy.native })}`}`;
  const required = read.languages.filter((language) => !language.optional);
  if (required.length === 0) return null;
  const results = required.map((asked) => {
    const held = profile.languages.find((language) => language.code === asked.code);
    const needed = asked.level ?? DEFAULT_ASKED_LEVEL;
    const verdict: FitVerdict = !held ? 'no_evidence' : (held.level ?? DEFAULT_ASKED_LEVEL) >= needed ? 'evidence' : 'partial';
    const note = verdict === 'evidence' ? null : copy.language({ asked: describe(asked.code, asked.level), have: held ? describe(held.code, held.level) : null });
    return { group: asked.group, verdict, note };
  });
  const byGroup = new Map<number, FitVerdict>();
  for (const result of results) byGroup.set(result.group, loosest([byGroup.get(result.group) ?? 'not_offered', result.verdict]));
  const verdict = combine([...byGroup.values()]);
  return {
    verdict,
    evidence: verdict === 'no_evidence' ? [] : sourceQuote({ profile, chunkId: 'languages', locale }),
    notes: verdict === 'evidence' ? [] : results.flatMap((result) => (result.note ? [result.note] : [])),
  };
}

function matchesPlace(profile: ProfileEvidence, place: PlaceMention): boolean {
  return (place.city !== undefined && profile.cityKeys.has(place.city)) || (profile.country !== null && place.countries.includes(profile.country));
}

function conditionsAspect(context: Context): Aspect {
  const { profile, locale, read } = context;
  const copy = getDictionary({ locale }).fit;
  const { conditions } = read;
  const notes: string[] = [];
  const checks: FitVerdict[] = [];
  const placeMatch = conditions.places.some((place) => matchesPlace(profile, place));
  const elsewhere = (conditions.places.length > 0 && !placeMatch) || conditions.unknownPlace;
  const relocation = (): FitVerdict => {
    const answer = profile.relocation;
    if (answer === null) notes.push(copy.relocation);
    return answer === 'yes' ? 'evidence' : answer === 'depends' ? 'partial' : answer === 'no' ? 'not_offered' : 'no_evidence';
  };
  const profileZone = profile.statedZone ?? profile.homeZone;
  const zoneVerdict = (asked: { from: number; to: number }): FitVerdict => {
    if (!profileZone) return 'no_evidence';
    const gap = zoneGap({ left: asked, right: profileZone });
    if (gap === 0) return 'evidence';
    if (gap <= PARTIAL_ZONE_GAP_HOURS) return 'partial';
    return profile.statedZone ? 'not_offered' : 'no_evidence';
  };
  const modeVerdict = (mode: WorkMode): FitVerdict => {
    const remote = profile.remote;
    if (mode === 'remote') return remote === null ? 'no_evidence' : remote === 'no' ? 'not_offered' : 'evidence';
    if (placeMatch) return 'evidence';
    if (remote === 'only') return 'not_offered';
    if (elsewhere) return relocation();
    // Remote-first says nothing about office days elsewhere: silence, not a partial match.
    return remote === 'open' || remote === 'no' ? 'evidence' : 'no_evidence';
  };
  if (conditions.modes.size > 0) checks.push(loosest([...conditions.modes].map(modeVerdict)));
  if (conditions.relocation) checks.push(relocation());
  const placed = conditions.places.length > 0 || conditions.unknownPlace;
  if (placed && (conditions.basedIn || conditions.modes.has('remote')) && !conditions.modes.has('hybrid') && !conditions.modes.has('onsite')) {
    if (placeMatch) checks.push('evidence');
    else {
      // A place in other working hours than the owner states ("US only") is a stated condition, not silence.
      const placeZones = conditions.places.flatMap((place) => (place.zone ? [place.zone] : []));
      const zoneCheck = placeZones.length > 0 && profile.statedZone ? loosest(placeZones.map(zoneVerdict)) : null;
      checks.push(zoneCheck === 'not_offered' ? 'not_offered' : conditions.basedIn ? relocation() : 'no_evidence');
    }
    if (!placeMatch) notes.push(copy.place({ place: profile.placeLabel[locale] }));
  }
  if (conditions.zones.length > 0) {
    const verdict = loosest(conditions.zones.map(zoneVerdict));
    checks.push(verdict);
    if (verdict !== 'evidence' && profileZone) notes.push(copy.zone({ asked: conditions.zones.map((zone) => describeZone({ zone })).join(', '), have: describeZone({ zone: profileZone }) }));
  }
  if (conditions.travel) {
    checks.push('no_evidence');
    notes.push(copy.travel);
  }
  if (conditions.permit) {
    checks.push('no_evidence');
    notes.push(copy.permit);
  }
  const verdict = checks.length === 0 ? 'no_evidence' : strictest(checks);
  const evidence = verdict === 'no_evidence' ? [] : [...sourceQuote({ profile, chunkId: 'location', locale }), ...sourceQuote({ profile, chunkId: 'availability', locale, sentence: 'first' })];
  return { verdict, evidence, notes: [...new Set(notes)] };
}

function educationAspect(context: Context, asked: number): Aspect {
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

/** True when the requirement names a kind of company or work the owner declines. */
export function isDeclined({ read, profile }: { read: ReadRequirement; profile: ProfileEvidence }): boolean {
  return (
    profile.declined.size > 0 &&
    read.mentions.some((mention) => !mention.placeName && [...impliedClosure({ ids: mention.ids, vocabulary: profile.vocabulary })].some((id) => profile.declined.has(id)))
  );
}

/** True when the requirement names something to check: a technology or practice, a language, where or when to work, a degree, years. */
export function isCheckable({ read, profile }: { read: ReadRequirement; profile: ProfileEvidence }): boolean {
  const named = read.mentions.some((mention) => mention.ids.some((id) => !profile.keywordOnly.has(id)));
  return named || read.languages.length > 0 || read.asksConditions || read.degree !== null || read.years.length > 0;
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
  const context: Context = { read, profile, locale };
  if (isDeclined({ read, profile })) {
    const source = profile.chunks.get('availability');
    return {
      verdict: 'not_offered',
      evidence: source ? [evidenceItem({ source, quote: profile.declineText[locale], locale, profile })] : [],
      note: copy.declined,
    };
  }
  const aspects: Aspect[] = [];
  const languages = read.languages.length > 0 ? languageAspect(context) : null;
  if (languages) aspects.push(languages);
  if (read.asksConditions) aspects.push(conditionsAspect(context));
  if (read.degree !== null) aspects.push(educationAspect(context, read.degree));
  if (read.years.length > 0) aspects.push(...yearsAspects(context));
  else {
    const skills = skillAspect(context, read.mentions);
    if (skills) aspects.push(skills);
  }
  if (aspects.length === 0) return { verdict: 'no_evidence', evidence: [], note: copy.silent };
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
  return { verdict, evidence, ...(note ? { note } : {}), ...(related.length > 0 ? { related } : {}) };
}
