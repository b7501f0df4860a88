/**
 * Fields of work a question or posting may name ("healthcare", "betting"); a job shows one when its texts name it. A
 * closed set: the lexicon spells each per language and the dictionaries name each for visitors.
 */
export const DOMAINS = [
  'health',
  'finance',
  'payments',
  'insurance',
  'gambling',
  'crypto',
  'defence',
  'surveillance',
  'advertising',
  'automotive',
  'energy',
  'logistics',
  'retail',
  'education-sector',
  'public-sector',
  'telecom',
  'games',
  'media',
  'travel',
  'robotics',
  'aerospace',
  'manufacturing',
  'legal',
  'research',
  'data',
  'freelance',
] as const;

export type Domain = (typeof DOMAINS)[number];
