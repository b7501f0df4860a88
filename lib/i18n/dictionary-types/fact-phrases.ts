import type { GrammaticalGender } from '@/lib/i18n/grammatical-gender';

/** The connecting words of fact (chunk) texts; `gender` makes first-person wording agree with the owner. */
export interface FactPhrases {
  period: (options: { start: string; end: string | null }) => string;
  tenure: (options: { duration: string; asOf: string | null }) => string;
  stack: (items: string) => string;
  durationIntro: (asOf: string) => string;
  durationTotal: (options: { rounded: string; exact: string; since: string }) => string;
  /** An unexplained stretch between jobs, stated plainly. */
  careerGap: (options: { start: string; end: string; duration: string }) => string;
  /** A stretch the owner explains in the profile (studies, leave). */
  careerBreak: (options: { start: string; end: string; duration: string; description: string }) => string;
  /** Said when the career has no gap of `minimum` or more. */
  noCareerGaps: (options: { minimum: string }) => string;
  skills: (options: { title: string; skills: string }) => string;
  usedAt: (uses: string) => string;
  notOffered: string;
  project: (name: string) => string;
  builtAt: (company: string) => string;
  projectsIntro: string;
  location: (options: { city: string; country: string; timezone: string; gender: GrammaticalGender }) => string;
  languages: (list: string) => string;
  nativeLanguages: (list: string) => string;
  education: (options: { degree: string; institution: string; year: number }) => string;
  workingStyle: string;
  mindset: (options: { gender: GrammaticalGender }) => string;
  strengths: (list: string) => string;
  availability: (options: { roles: string; conditions: string; from: string; availableNow: boolean; gender: GrammaticalGender }) => string;
  remote: Record<'only' | 'preferred' | 'open' | 'no', string>;
  relocation: Record<'yes' | 'no' | 'depends', string>;
  emailMe: (email: string) => string;
  contact: (email: string) => string;
  /** Markdown links to the owner's profiles elsewhere, already joined. */
  links: (list: string) => string;
  /** A Markdown link to the CV download. */
  cv: (href: string) => string;
  /** How the owner's own website is named in a list of links. */
  website: string;
  /** Separators: French puts a space before the colon and the semicolon. */
  colon: string;
  semicolon: string;
  boundaries: (topics: string) => string;
  boundary: (topic: string) => string;
  blog: (topics: string) => string;
}

/** Source-chip titles of each kind of fact; names come from the profile. */
export interface FactTitles {
  about: (name: string) => string;
  location: string;
  languages: string;
  education: string;
  duration: string;
  skills: (area: string) => string;
  notOffered: string;
  projectsOverview: string;
  workingStyle: string;
  mindset: string;
  strengths: string;
  availability: string;
  contact: string;
  boundaries: string;
  boundary: (topic: string) => string;
  blog: string;
}

/** Words of computed durations: "4 years and 8 months", "over 10 years". */
export interface DurationWords {
  year: [singular: string, plural: string];
  month: [singular: string, plural: string];
  and: string;
  over: string;
}
