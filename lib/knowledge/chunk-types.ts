import type { Locale } from '@/lib/contracts';

/** What part of the profile a chunk comes from; retrieval boosts and the offline engine key on it. */
export type ChunkDomain =
  | 'core_bio'
  | 'mindset'
  | 'working_style'
  | 'strengths'
  | 'experience'
  | 'duration'
  | 'skills'
  | 'skills_gap'
  | 'portfolio_project'
  | 'portfolio_meta'
  | 'availability'
  | 'contact'
  | 'education'
  | 'languages'
  | 'location'
  | 'boundaries'
  | 'blog'
  | 'faq';

/** Who a chunk is most useful to; intents boost matching audiences. */
export type Audience = 'recruiter' | 'engineer' | 'general';

/** A small semantic unit of the profile: what retrieval scores and the prompt quotes as fact. */
export interface KnowledgeChunk {
  /** Stable, unique, kebab-case (e.g. `experience-acme-corp`). */
  id: string;
  domain: ChunkDomain;
  /** Short English title for prompt headings. */
  title: string;
  /** The title in every locale, for the source chips under an answer. */
  localizedTitle: Partial<Record<Locale, string>>;
  /** Anchor on the `/<locale>` portfolio page this chunk's facts are shown at (without `#`). */
  anchor: string;
  /** Lower-case keywords and aliases in all four locales (multi-word phrases allowed). */
  keywords: string[];
  audiences: Audience[];
  /** The fact text in English: what the model sees. */
  text: string;
  /** The same facts per locale where the profile has them; the offline engine says so when it falls back to English. */
  localizedText: Partial<Record<Locale, string>>;
}
