/** What the profile shows for one requirement (contracts §7). */
export type FitVerdict = 'evidence' | 'partial' | 'no_evidence' | 'not_offered';

/** Whether the posting asks for it or only would like it. */
export type FitImportance = 'must' | 'nice';

/** Where in the posting a requirement was found. */
export type PostingSection = 'requirements' | 'nice_to_have' | 'responsibilities' | 'other';

/** A profile fact that supports (or, for `not_offered`, declines) a requirement, linked to the portfolio. */
export interface FitEvidence {
  chunkId: string;
  title: string;
  /** `/<locale>#<anchor>` on the portfolio page. */
  href: string;
  /** A sentence of the profile in the visitor's locale, quoted as is. */
  quote: string;
}

/** Which words of a requirement matched which words of the profile, or that nothing did. */
export interface FitMatch {
  /** The requirement's words, as the posting writes them. */
  asked: string;
  /** The profile's words that show it, in the page's language; null when the profile does not show it. */
  found: string | null;
}

export interface FitRequirement {
  /** The requirement as written in the posting (whitespace collapsed, bullet removed). */
  text: string;
  verdict: FitVerdict;
  evidence: FitEvidence[];
  importance: FitImportance;
  section: PostingSection;
  /** A short localized reason: what was asked against what the profile holds, or what is missing. */
  note?: string;
  /**
   * Why: each thing the requirement names and the profile's words that show it (found null when nothing
   * does). Empty when the requirement names nothing the reader knows: then nothing matched.
   */
  matches: FitMatch[];
  /**
   * Entries the owner's own keywords link to the requirement without stating it (a search word is not a
   * claim): shown as the closest the profile comes, never counted as evidence.
   */
  related?: FitEvidence[];
}

/** The response of `POST /api/fit`. */
export interface FitResult {
  requirements: FitRequirement[];
  /** Share of requirements with evidence, partial ones counting half (0 when none were found). */
  coverage: number;
  summary: string;
}

/** The response of `POST /api/fit`: the contract's table, and whether an AI summary of it may be requested. */
export interface FitResponse extends FitResult {
  modelSummary: boolean;
}

/** The response of `POST /api/fit/summary`: model-written, labelled as such by the page. */
export interface FitSummaryResponse {
  summary: string;
  source: 'model';
}
