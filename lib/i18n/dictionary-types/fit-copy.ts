/** Counts the fit summary reports. */
export interface FitCounts {
  total: number;
  evidence: number;
  partial: number;
  notOffered: number;
  mustTotal: number;
  mustCovered: number;
}

/** The fit check's own words on the server; every fact they wrap comes from the profile or the posting. */
export interface FitCopy {
  /** A requirement the profile says nothing about. */
  silent: string;
  missing: (options: { labels: string }) => string;
  notOffered: string;
  declined: string;
  years: (options: { asked: string; have: string; subject: string | null }) => string;
  language: (options: { asked: string; have: string | null }) => string;
  /** A team asked to lead or mentor, counted, against the largest the profile counts (null: it counts none). */
  team: (options: { asked: number; have: number | null }) => string;
  zone: (options: { asked: string; have: string }) => string;
  place: (options: { place: string }) => string;
  relocation: string;
  travel: string;
  permit: string;
  lowerDegree: string;
  /** A native speaker's level in notes ("native"). */
  native: string;
  summary: (counts: FitCounts) => string;
  noRequirements: string;
  /** `POST /api/fit` errors that differ from the chat's (its body is a job description, not a question). */
  apiErrors: { invalid_request: string; payload_too_large: string; summary_unavailable: string };
  /** Names of profile entries the page copy does not name already (evidence links are titled in the visitor's locale). */
  sourceTitles: { notOffered: string; location: string; mindset: string };
}

/** The fit table's words, shared by the page and its Markdown copy. */
export interface FitTableCopy {
  title: string;
  columns: { requirement: string; importance: string; verdict: string; evidence: string };
  verdicts: { evidence: string; partial: string; no_evidence: string; not_offered: string };
  importance: { must: string; nice: string };
  /** Ends with its own colon ("Coverage:", "Couverture :"). */
  coverageLabel: string;
  /** Before entries the owner's keywords link to a requirement the profile does not state. */
  relatedLabel: string;
  /** Before what matched: each word of the requirement and the profile's words for it ("Matched:", "Correspondances :"). */
  matchesLabel: string;
  /** In place of the profile's words when nothing in the profile matches a word of the requirement. */
  unmatched: string;
}

/** The fit check panel. Placeholders: `{count}`, `{max}`, `{seconds}`. */
export interface FitPanelCopy extends FitTableCopy {
  open: string;
  close: string;
  intro: string;
  inputLabel: string;
  placeholder: string;
  counter: string;
  check: string;
  checking: string;
  clear: string;
  deterministic: string;
  tableCaption: string;
  coverageMeter: string;
  copyMarkdown: string;
  copied: string;
  copyUnavailable: string;
  print: string;
  summarize: string;
  summarizing: string;
  modelSummaryLabel: string;
  modelSummaryUnavailable: string;
  errorRateLimited: string;
  errorOffline: string;
  errorFallback: string;
  offerTitle: string;
  offerBody: string;
  offerCheck: string;
  offerAsk: string;
}
