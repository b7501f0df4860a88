import { z } from 'zod';
import { GRAMMATICAL_GENDERS, genderFromPronouns } from '@/lib/i18n';
import { LOCALES, type Locale } from '@/lib/contracts';
import { localesSchema, localizedKeywords, localizedPatterns, localizedText, noKeywords, partialLocalizedText } from '@/lib/knowledge/localized-schemas';
import { describeProfilePath } from '@/lib/knowledge/profile-path';

/** A public web address the page links to (https only: visitors leave the site for it). */
const httpsUrlSchema = z.url({ protocol: /^https$/ });

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase words joined by hyphens');

/** A calendar month: the profile's dates are month-exact, so durations are computed in whole months. */
const monthSchema = z.date().refine((date) => date.getUTCDate() === 1, 'use the first day of the month (UTC)');

/** The kinds of declined topic the assistant knows generic cues for, in every language. */
export const BOUNDARY_KINDS = ['salary', 'private-life', 'confidential', 'general-help'] as const;

/** A time of day on a 24-hour clock, `HH:MM`. */
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM on a 24-hour clock');

/** True for a zone name the runtime's time-zone database knows (IANA names such as `Europe/Madrid`). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * When visitors may book a short intro call. Optional: without it intro calls are off and visitors can only
 * leave a message. Windows are wall-clock times in `timeZone`, so they follow its daylight-saving changes.
 */
const schedulingSchema = z.object({
  /** An IANA zone (e.g. `Europe/Madrid`); `person.location.timezone` is only a display label. */
  timeZone: z.string().refine(isKnownTimeZone, 'use an IANA time zone name such as Europe/Madrid'),
  slotMinutes: z.number().int().min(10).max(240),
  /** Nothing can be booked sooner than this after the moment of booking. */
  minimumNoticeHours: z.number().int().min(0).max(24 * 30),
  /** How many days ahead slots are offered. */
  horizonDays: z.number().int().min(1).max(90),
  weekly: z.array(z.object({
    weekday: z.enum(WEEKDAYS),
    start: clockTimeSchema,
    end: clockTimeSchema,
  }).strict().refine((window) => window.start < window.end, 'end must be after start')).min(1),
}).strict();

/**
 * The profile's schema for its declared locales: every per-locale value (texts, keywords, patterns) is required
 * in those and filled from the default locale in the others. Built once per set of locales.
 */
function buildProfileSchema(locales: readonly Locale[]) {
  const localizedTextSchema = localizedText({ locales });
  const keywordsSchema = localizedKeywords({ locales }).default(() => noKeywords());

  /** A list of localized items; either a plain list or the list with its own search keywords. */
  const itemsWithKeywords = () => {
    const items = z.array(localizedTextSchema).min(1);
    return z.union([
      z.object({ items, keywords: keywordsSchema }).strict(),
      items.transform((list) => ({ items: list, keywords: noKeywords() })),
    ]);
  };

  const experienceSchema = z.object({
    id: slugSchema,
    company: z.string().min(1),
    role: localizedTextSchema,
    start: monthSchema,
    /** `null` while the role is current. */
    end: monthSchema.nullable(),
    location: localizedTextSchema,
    summary: localizedTextSchema,
    highlights: z.array(localizedTextSchema).min(1),
    stack: z.array(z.string().min(1)),
    keywords: keywordsSchema,
  }).strict().refine((job) => job.end === null || job.end >= job.start, 'end must not be before start');

  const projectSchema = z.object({
    slug: slugSchema,
    name: z.string().min(1),
    summary: localizedTextSchema,
    highlights: z.array(localizedTextSchema),
    stack: z.array(z.string().min(1)),
    /** Experience id when the project was built for an employer. */
    employerId: slugSchema.optional(),
    /** Optional: where visitors can see the project live, and its source code. */
    url: httpsUrlSchema.optional(),
    repository: httpsUrlSchema.optional(),
    /** True for the project that is this chat assistant itself: "how does this chat work?" lands on it. */
    thisAssistant: z.boolean().optional(),
    keywords: keywordsSchema,
  }).strict();

  const skillGroupSchema = z.object({
    id: slugSchema,
    title: localizedTextSchema,
    skills: z.array(z.string().min(1)).min(1),
    keywords: keywordsSchema,
  }).strict();

  const boundarySchema = z.object({
    id: slugSchema,
    /** Which generic cues also lead here ("¿cuánto quieres cobrar?" for salary); derived from the topic when unset. */
    kind: z.enum(BOUNDARY_KINDS).optional(),
    topic: localizedTextSchema,
    /** The polite refusal the assistant gives, in the visitor's locale. */
    reply: localizedTextSchema,
    keywords: keywordsSchema,
  }).strict();

  const faqSchema = z.object({
    id: slugSchema,
    question: localizedTextSchema,
    /** Regular-expression sources, matched case-insensitively on the diacritic-folded question. */
    patterns: localizedPatterns({ locales }),
    answer: localizedTextSchema,
    /**
     * Search words for this answer. An FAQ with keywords is also indexed as a fact of its own (for answers
     * whose facts no other section holds, like "why an AI on your portfolio?"); without, only its patterns answer.
     */
    keywords: localizedKeywords({ locales }).optional(),
  }).strict();

  /** A stretch without employment the owner chooses to explain (studies, parental leave, a sabbatical). */
  const careerBreakSchema = z.object({
    id: slugSchema,
    start: monthSchema,
    end: monthSchema,
    description: localizedTextSchema,
    keywords: keywordsSchema,
  }).strict().refine((entry) => entry.end >= entry.start, 'end must not be before start');

  return z.object({
    locales: localesSchema,
    /** Shown in the footer: the shipped sample is a fictional person. */
    isSample: z.boolean(),
    person: z.object({
      name: z.string().min(1),
      firstName: z.string().min(1),
      /** "she/her", "he/him", "they/them": the prompts use them, and they set the default grammatical gender. */
      pronouns: z.string().min(1),
      /** How es/fr/de first-person wording agrees with the owner ("ingeniera"/"ingeniero"); default from `pronouns`. */
      grammaticalGender: z.enum(GRAMMATICAL_GENDERS).optional(),
      headline: localizedTextSchema,
      location: z.object({
        city: z.string().min(1),
        /** The city's name per locale where it differs ("Londres" for London in French); `city` otherwise. */
        cityNames: partialLocalizedText().optional(),
        country: localizedTextSchema,
        /** A display label ("CET", "US Eastern"). */
        timezone: z.string().min(1),
        keywords: keywordsSchema,
      }).strict(),
      workMode: localizedTextSchema,
      introduction: localizedTextSchema,
      /** Optional portrait: a site-relative path under `public/` (e.g. `/photo.jpg`), square, at least 256 px; else the initials are shown. */
      photo: z.string().regex(/^\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/i, 'a site-relative image path such as /photo.jpg').optional(),
      keywords: keywordsSchema,
    }).strict().transform((person) => ({ ...person, grammaticalGender: person.grammaticalGender ?? genderFromPronouns({ pronouns: person.pronouns }) })),
    languages: z.array(z.object({
      id: slugSchema,
      name: localizedTextSchema,
      level: localizedTextSchema,
      /** True for a native language ("mother tongue" questions). */
      native: z.boolean().optional(),
      keywords: keywordsSchema,
    }).strict()).min(1),
    education: z.array(z.object({
      id: slugSchema,
      degree: localizedTextSchema,
      institution: z.string().min(1),
      year: z.number().int().min(1950).max(2100),
      keywords: keywordsSchema,
    }).strict()),
    experience: z.array(experienceSchema).min(1),
    /** Optional: gaps between jobs the owner explains; unexplained gaps are still computed and stated. */
    careerBreaks: z.array(careerBreakSchema).default([]),
    skills: z.object({
      groups: z.array(skillGroupSchema).min(1),
      /** Things the owner does not do: the assistant says so plainly instead of guessing. */
      notOffered: z.array(z.object({ skill: z.string().min(1), note: localizedTextSchema, keywords: keywordsSchema }).strict()),
    }).strict(),
    projects: z.array(projectSchema),
    workingStyle: itemsWithKeywords(),
    mindset: itemsWithKeywords(),
    strengths: z.object({
      items: z.array(localizedTextSchema).min(1),
      engineersMentoredInCareer: z.number().int().nonnegative().optional(),
      keywords: keywordsSchema,
    }).strict(),
    availability: z.object({
      roles: localizedTextSchema,
      from: monthSchema,
      conditions: localizedTextSchema,
      notInterestedIn: localizedTextSchema,
      /** Where the owner works: remote only, remote-first, remote or on-site, or on-site only. */
      remote: z.enum(['only', 'preferred', 'open', 'no']).optional(),
      /** Whether the owner would move for a role; unset means the profile does not say. */
      relocation: z.enum(['yes', 'no', 'depends']).optional(),
      keywords: keywordsSchema,
      /** Kinds of companies or work the owner declines ("crypto", "gambling"), per locale. */
      exclusionKeywords: keywordsSchema,
    }).strict(),
    contact: z.object({
      email: z.email(),
      note: localizedTextSchema,
      /** Optional profiles elsewhere, shown on the portfolio and the CV and offered by the chat. */
      links: z.object({
        github: httpsUrlSchema.optional(),
        linkedin: httpsUrlSchema.optional(),
        website: httpsUrlSchema.optional(),
      }).strict().optional(),
      keywords: keywordsSchema,
    }).strict(),
    boundaries: z.array(boundarySchema).min(1),
    faq: z.array(faqSchema),
    blog: z.object({
      topics: z.array(localizedTextSchema).min(1),
      /** What the assistant says when asked about a specific post: posts are not indexed. */
      notIndexedReply: localizedTextSchema,
      keywords: keywordsSchema,
    }).strict(),
    /** Suggested questions on an empty chat, per locale. */
    suggestedQuestions: z.array(localizedTextSchema).min(1),
    assistant: z.object({
      /** The honest framing: an AI answering from the profile, not the owner typing live. */
      disclosure: localizedTextSchema,
      /** Said when the profile does not cover a question. */
      unknown: localizedTextSchema,
      /** The refusal for off-profile questions. */
      offTopic: localizedTextSchema,
    }).strict(),
    scheduling: schedulingSchema.optional(),
  }).strict().superRefine((profile, context) => {
    const seen = new Set<string>();
    const ids = [
      ...profile.experience.map((job) => `experience:${job.id}`),
      ...profile.projects.map((project) => `project:${project.slug}`),
      ...profile.skills.groups.map((group) => `skills:${group.id}`),
      ...profile.boundaries.map((boundary) => `boundary:${boundary.id}`),
      ...profile.faq.map((entry) => `faq:${entry.id}`),
      ...profile.languages.map((language) => `language:${language.id}`),
      ...profile.education.map((entry) => `education:${entry.id}`),
      ...profile.careerBreaks.map((entry) => `career-break:${entry.id}`),
    ];
    for (const id of ids) {
      if (seen.has(id)) context.addIssue({ code: 'custom', message: `duplicate id ${id}` });
      seen.add(id);
    }
    if (profile.projects.filter((project) => project.thisAssistant).length > 1) {
      context.addIssue({ code: 'custom', path: ['projects'], message: 'at most one project can be thisAssistant' });
    }
    for (const entry of profile.faq) {
      for (const locale of locales) {
        for (const pattern of entry.patterns[locale]) {
          try {
            new RegExp(pattern, 'i');
          } catch {
            context.addIssue({ code: 'custom', path: ['faq', entry.id, 'patterns', locale], message: `invalid pattern ${pattern}` });
          }
        }
      }
    }
  });
}

type ProfileSchema = ReturnType<typeof buildProfileSchema>;

const schemas = new Map<string, ProfileSchema>();

/** The profile's schema when `locales` are declared (cached: a profile is parsed with the same locales again and again). */
export function profileSchemaFor({ locales }: { locales: readonly Locale[] }): ProfileSchema {
  const key = locales.join(',');
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildProfileSchema(locales);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * The profile's full shape, every locale required: what the skeleton shows and what a profile without `locales`
 * is. Parse an editor's profile with `parseProfile` or `safeParseProfile`, which read `locales` first.
 */
export const profileSchema = profileSchemaFor({ locales: LOCALES });

export type Profile = z.output<ProfileSchema>;
export type ProfileInput = z.input<ProfileSchema>;

/** Thrown for a profile that does not validate; the message names each entry by id and field path. */
export class InvalidProfileError extends Error {
  override name = 'InvalidProfileError';
  readonly problems: string[];

  constructor({ problems }: { problems: string[] }) {
    super(`The profile is invalid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** One readable line per schema issue: "experience[acme].highlights[0].es: Too small: ...". */
export function describeProfileIssues({ issues, input }: { issues: readonly z.core.$ZodIssue[]; input: unknown }): string[] {
  return issues.map((issue) => `${describeProfilePath({ path: issue.path, profile: input })}: ${issue.message}`);
}

/** The declared locales are read first: they decide which per-locale values the rest of the profile must have. */
const declaredLocalesSchema = z.object({ locales: localesSchema }).loose();

/** Validates a profile against its own declared locales (all four without `locales`). */
export function safeParseProfile(input: unknown): z.ZodSafeParseResult<Profile> {
  const declared = declaredLocalesSchema.safeParse(input);
  if (!declared.success) return { success: false, error: declared.error } as z.ZodSafeParseResult<Profile>;
  return profileSchemaFor({ locales: declared.data.locales }).safeParse(input);
}

/** Validates an editor's profile; throws an InvalidProfileError that names what to fix. */
export function parseProfile(input: ProfileInput): Profile {
  const parsed = safeParseProfile(input);
  if (!parsed.success) throw new InvalidProfileError({ problems: describeProfileIssues({ issues: parsed.error.issues, input }) });
  return parsed.data;
}

export type LocalizedText = Record<Locale, string>;
export type LocalizedKeywords = Record<Locale, string[]>;
export type Experience = Profile['experience'][number];
export type Project = Profile['projects'][number];
export type Scheduling = z.infer<typeof schedulingSchema>;

export type CareerBreak = Profile['careerBreaks'][number];
export type Boundary = Profile['boundaries'][number];
export type BoundaryKind = (typeof BOUNDARY_KINDS)[number];
