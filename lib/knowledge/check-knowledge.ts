import { LOCALES, type Locale } from '@/lib/contracts';
import { genderFromPronouns } from '@/lib/i18n';
import { buildChunks } from '@/lib/knowledge/build-chunks';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { addressesIn, placeholderKind } from '@/lib/knowledge/placeholder-addresses';
import { portfolioAnchors } from '@/lib/knowledge/portfolio-anchors';
import { describeProfilePath } from '@/lib/knowledge/profile-path';
import { describeProfileIssues, safeParseProfile, type Profile } from '@/lib/knowledge/profile-schema';
import { DEFAULT_TEXT_LIMIT, PROFILE_TEXT_LIMITS } from '@/lib/knowledge/profile-text-limits';
import { foldText } from '@/lib/text';

/**
 * The outcome of `checkKnowledge`: every error an editor must fix, warnings about choices that may not be what
 * the owner meant (they do not fail the check), and how many chunks the profile makes.
 */
export interface KnowledgeCheck {
  ok: boolean;
  errors: string[];
  warnings: string[];
  chunkCount: number;
}

type Path = readonly (string | number)[];

interface ProfileValue {
  path: Path;
  value: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Every value of the parsed profile with its path, depth first. */
function walk(value: unknown, path: Path = []): ProfileValue[] {
  const here = [{ path, value }];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => walk(item, [...path, index]))];
  if (isRecord(value)) return [...here, ...Object.entries(value).flatMap(([key, item]) => walk(item, [...path, key]))];
  return here;
}

const isLocalized = (value: unknown): value is Record<Locale, string> =>
  isRecord(value) && LOCALES.every((locale) => typeof value[locale] === 'string');

const isKeywordSet = (value: unknown): value is Record<Locale, string[]> =>
  isRecord(value) && LOCALES.every((locale) => Array.isArray(value[locale]));

/** Regular-expression sources are not visitor text. */
const NOT_TEXT = new Set(['patterns']);

/** True for a path inside a locale the profile does not declare: a copy of the default locale, never served. */
function inUndeclaredLocale({ path, profile }: { path: Path; profile: Profile }): boolean {
  return path.some((key) => typeof key === 'string' && (LOCALES as readonly string[]).includes(key) && !profile.locales.includes(key as Locale));
}

/** Every visitor-facing string of the profile with its path (localized texts in the declared locales, names, list items). */
function profileTexts(profile: Profile): Array<{ path: Path; text: string }> {
  return walk(profile).flatMap(({ path, value }) => {
    if (typeof value !== 'string' || path.some((key) => typeof key === 'string' && NOT_TEXT.has(key))) return [];
    if (path[0] === 'locales' || inUndeclaredLocale({ path, profile })) return [];
    return [{ path, text: value }];
  });
}

const number = new Intl.NumberFormat('en');
const name = ({ path, profile }: { path: Path; profile: Profile }) => describeProfilePath({ path, profile });

/** "experience.summary" for ["experience", 3, "summary", "fr"]: the key of PROFILE_TEXT_LIMITS. */
function limitKey(path: Path): string {
  return path.slice(0, -1).filter((key) => typeof key === 'string').join('.');
}

/** Localized texts longer than their field's limit. */
function overLongTexts(profile: Profile): string[] {
  return walk(profile).flatMap(({ path, value }) => {
    if (!isLocalized(value)) return [];
    return profile.locales.flatMap((locale) => {
      const limit = PROFILE_TEXT_LIMITS[limitKey([...path, locale])] ?? DEFAULT_TEXT_LIMIT;
      const length = value[locale].length;
      return length > limit ? [`${name({ path: [...path, locale], profile })}: ${number.format(length)} chars, limit ${number.format(limit)}`] : [];
    });
  });
}

/** Keyword sets filled for some locales and empty for others: visitors in those languages would never match. */
function lopsidedKeywords(profile: Profile): string[] {
  return walk(profile).flatMap(({ path, value }) => {
    if (!isKeywordSet(value) || path.at(-1) === 'patterns') return [];
    const filled = profile.locales.filter((locale) => value[locale].length > 0);
    if (filled.length === 0 || filled.length === profile.locales.length) return [];
    const [example] = filled;
    return profile.locales.filter((locale) => value[locale].length === 0).map((locale) =>
      `${name({ path: [...path, locale], profile })}: empty while ${example} has ${value[example as Locale].length} keywords`);
  });
}

/** References between entries that point nowhere. */
function danglingReferences(profile: Profile): string[] {
  const jobIds = profile.experience.map((job) => job.id);
  const projects = profile.projects.flatMap((project, index) =>
    project.employerId === undefined || jobIds.includes(project.employerId)
      ? []
      : [`${name({ path: ['projects', index, 'employerId'], profile })}: "${project.employerId}" is not an experience id (known: ${jobIds.join(', ')})`]);
  // An FAQ whose own question its patterns do not match can never be answered canonically.
  const faqs = profile.faq.flatMap((entry, index) =>
    profile.locales.flatMap((locale) => {
      const question = foldText({ text: entry.question[locale] });
      const reachable = profile.locales.some((patternLocale) => entry.patterns[patternLocale].some((source) => new RegExp(source, 'i').test(question)));
      return reachable ? [] : [`${name({ path: ['faq', index, 'question', locale], profile })}: none of the FAQ's patterns match its own question`];
    }));
  // Links written into texts ("see #project-acme") must land on an anchor of the portfolio page.
  const anchors = portfolioAnchors({ profile });
  const links = profileTexts(profile).flatMap(({ path, text }) =>
    [...text.matchAll(/(?:^|[\s(])(?:\/(?:en|es|fr|de))?#([a-z0-9-]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((anchor) => !anchors.has(anchor))
      .map((anchor) => `${name({ path, profile })}: links to #${anchor}, which the portfolio page does not have`));
  return [...projects, ...faqs, ...links];
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const NAME = '(\\p{Lu}[\\p{L}-]*(?:[\'’]\\p{Lu}[\\p{L}-]+)?)';
/** Where owner texts name the owner in the third person: the slots a copied profile forgets to change. */
const NAME_SLOTS: readonly RegExp[] = [
  new RegExp(`${NAME}['’]s? profile\\b`, 'gu'),
  new RegExp(`\\bnot ${NAME} typing\\b`, 'gu'),
  new RegExp(`\\bperfil de ${NAME}`, 'gu'),
  new RegExp(`\\bno ${NAME} escribiendo\\b`, 'gu'),
  new RegExp(`\\bprofil (?:de |d['’])${NAME}`, 'gu'),
  new RegExp(`\\bpas ${NAME} en train\\b`, 'gu'),
  new RegExp(`${NAME}['’]?s? Profil\\b`, 'gu'),
  new RegExp(`\\bnicht ${NAME},? (?:die|der|das) live\\b`, 'gu'),
];
/** "I’m Sam Doe," at the start of a self-introduction: two or three capitalised words ending the clause. */
const SELF_INTRODUCTION = /(?:\bI['’]m|\bI am|\bSoy|\bJe suis|\bIch bin) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,2})(?=[,.;:]|$)/gu;

/**
 * A name as written and without the ending a language adds to it: English "Jan’s" and "James’", German "Jans
 * Profil" (genitive -s) and "Hans’ Profil"; Spanish and French do not inflect names ("el perfil de Jan").
 */
function withoutNameEnding({ word }: { word: string }): string[] {
  return [word, word.replace(/['’]s?$/u, ''), word.replace(/s$/u, '')];
}

/** Another person's email or name left in the owner's texts (a profile copied from the sample or a colleague). */
function otherIdentities(profile: Profile): string[] {
  const own = new Set(foldText({ text: `${profile.person.name} ${profile.person.firstName}` }).split(/\s+/));
  // Job titles are capitalised too ("Ich bin Senior Engineer."): words of the owner's roles are not names.
  const titles = new Set(profile.experience.flatMap((job) => profile.locales.flatMap((locale) => foldText({ text: job.role[locale] }).split(/\s+/))));
  const isOwn = (candidate: string) => foldText({ text: candidate }).split(/\s+/).some((word) => withoutNameEnding({ word }).some((form) => own.has(form)));
  return profileTexts(profile).flatMap(({ path, text }) => {
    const where = name({ path, profile });
    const emails = [...text.matchAll(EMAIL)].map((match) => match[0]).filter((email) => email.toLowerCase() !== profile.contact.email.toLowerCase());
    const slotNames = NAME_SLOTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')).filter((candidate) => !isOwn(candidate));
    const introductions = [...text.matchAll(SELF_INTRODUCTION)]
      .map((match) => match[1] ?? '')
      .filter((candidate) => !isOwn(candidate) && !foldText({ text: candidate }).split(/\s+/).every((word) => titles.has(word)));
    return [
      ...[...new Set(emails)].map((email) => `${where}: mentions ${email}, not the contact email ${profile.contact.email}`),
      ...[...new Set([...slotNames, ...introductions])].map((other) => `${where}: names “${other}”, but the owner is ${profile.person.name}`),
    ];
  });
}

/**
 * Email and web addresses that lead nowhere: the skeleton's `todo.` hosts always, reserved example domains in a
 * real owner's profile (a fictional sample person is right to use them).
 */
function placeholderAddresses(profile: Profile): string[] {
  return profileTexts(profile).flatMap(({ path, text }) =>
    [...new Set(addressesIn({ text }))].flatMap((address) => {
      const kind = placeholderKind({ address });
      if (kind === 'todo') return [`${name({ path, profile })}: ${address} is the skeleton's placeholder address (a todo. host); write your own`];
      if (kind === 'reserved' && !profile.isSample) {
        return [`${name({ path, profile })}: ${address} is on a reserved example domain, so it leads nowhere; write your own (or set isSample: true for a fictional person)`];
      }
      return [];
    }));
}

/** A portrait the page would show as a broken image: its file is not under `public/`. */
function missingPhoto({ profile, publicFileExists }: { profile: Profile; publicFileExists: (path: string) => boolean }): string[] {
  const { photo } = profile.person;
  if (photo === undefined || publicFileExists(photo)) return [];
  return [`person.photo: public${photo} does not exist, so the page would show a broken image; add the file, or remove photo to show your initials`];
}

/** The locales whose first-person wording agrees with the owner's grammatical gender. */
const GENDERED_LOCALES: readonly Locale[] = ['es', 'fr', 'de'];

/** A grammatical gender written next to pronouns that suggest another one: it wins, which may not be what the owner meant. */
function genderWarnings({ profile, profileInput }: { profile: Profile; profileInput: unknown }): string[] {
  const person = isRecord(profileInput) && isRecord(profileInput.person) ? profileInput.person : {};
  const written = person.grammaticalGender;
  const fromPronouns = genderFromPronouns({ pronouns: profile.person.pronouns });
  const affected = GENDERED_LOCALES.filter((locale) => profile.locales.includes(locale));
  if (typeof written !== 'string' || written === fromPronouns || affected.length === 0) return [];
  return [
    `person.grammaticalGender: '${written}' overrides the pronouns “${profile.person.pronouns}” (which suggest '${fromPronouns}'): ` +
      `${affected.join(', ')} wording follows grammaticalGender; remove it to follow the pronouns`,
  ];
}

/** Text the profile skeleton (`npm run profile:new`) left for the owner to write. */
function placeholders(profile: Profile): string[] {
  return profileTexts(profile)
    .filter(({ text }) => /\bTODO\b/.test(text))
    .map(({ path }) => `${name({ path, profile })}: still the skeleton's TODO placeholder`);
}

/** The problems of a valid profile that would still ship a wrong chat, each naming the entry by id and field path. */
export function findProfileProblems({ profile, publicFileExists }: { profile: Profile; publicFileExists: (path: string) => boolean }): string[] {
  return [
    ...danglingReferences(profile),
    ...overLongTexts(profile),
    ...otherIdentities(profile),
    ...lopsidedKeywords(profile),
    ...placeholders(profile),
    ...placeholderAddresses(profile),
    ...missingPhoto({ profile, publicFileExists }),
  ];
}

/** The index problems an editor must fix: duplicate ids, over-long texts, missing translations, no keywords, anchors. */
export function findChunkProblems({ chunks, maxChunkChars, anchors, locales = LOCALES }: {
  chunks: KnowledgeChunk[];
  maxChunkChars: number;
  anchors?: ReadonlySet<string>;
  /** The profile's declared locales: the others are copies of the default and never served. */
  locales?: readonly Locale[];
}): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const chunk of chunks) {
    if (seen.has(chunk.id)) problems.push(`chunk "${chunk.id}": duplicate id (two profile entries produce the same chunk)`);
    seen.add(chunk.id);
    if (chunk.keywords.length === 0) problems.push(`chunk "${chunk.id}": no keywords, so retrieval can never find it by name`);
    if (anchors && !anchors.has(chunk.anchor)) problems.push(`chunk "${chunk.id}": links to #${chunk.anchor}, which the portfolio page does not have`);
    if (chunk.text.length > maxChunkChars) {
      problems.push(`chunk "${chunk.id}": text is ${chunk.text.length} characters, over the ${maxChunkChars}-character limit (CHAT_MAX_CHUNK_CHARS)`);
    }
    for (const locale of locales) {
      const localized = chunk.localizedText[locale];
      if (localized === undefined || localized.trim() === '') {
        problems.push(`chunk "${chunk.id}": missing ${locale} text`);
      } else if (localized.length > maxChunkChars && localized !== chunk.text) {
        problems.push(`chunk "${chunk.id}": ${locale} text is ${localized.length} characters, over the ${maxChunkChars}-character limit (CHAT_MAX_CHUNK_CHARS)`);
      }
    }
  }
  return problems;
}

/**
 * Validates an editor's profile and the chunk index built from it (`npm run knowledge:check`). `publicFileExists`
 * tells whether a site path (`/photo.jpg`) is a file under `public/`.
 */
export function checkKnowledge({ profileInput, today, maxChunkChars, publicFileExists }: {
  profileInput: unknown;
  today: Date;
  maxChunkChars: number;
  publicFileExists: (path: string) => boolean;
}): KnowledgeCheck {
  const parsed = safeParseProfile(profileInput);
  if (!parsed.success) {
    return { ok: false, errors: describeProfileIssues({ issues: parsed.error.issues, input: profileInput }), warnings: [], chunkCount: 0 };
  }
  const profile = parsed.data;
  const chunks = buildChunks({ profile, today });
  const errors = [
    ...findProfileProblems({ profile, publicFileExists }),
    ...findChunkProblems({ chunks, maxChunkChars, anchors: portfolioAnchors({ profile }), locales: profile.locales }),
  ];
  return { ok: errors.length === 0, errors, warnings: genderWarnings({ profile, profileInput }), chunkCount: chunks.length };
}
