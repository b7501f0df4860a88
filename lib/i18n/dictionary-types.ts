import type { GrammaticalGender } from '@/lib/i18n/grammatical-gender';

/**
 * The shape of one locale's dictionary: every visitor-facing text of the product (pages, API errors,
 * guard replies, the offline engine's phrases and the connecting words of fact texts). Profile content
 * lives in the profile, never here. Placeholders in braces (`{seconds}`) in page copy are filled on the
 * client, so that copy stays plain strings across the server/client boundary.
 */
export interface Dictionary {
  page: UiMessages;
  /** The portfolio's ways to act (CV, links) and the CV's own words. */
  site: SiteCopy;
  /** The JSON error messages of `POST /api/chat` before streaming, by error code. */
  apiErrors: ApiErrorCopy;
  /** The opaque text of an answer that fails after streaming started. */
  streamInterrupted: string;
  /** Local answers of the input guards; they never quote the visitor's text. */
  guardReplies: GuardReplyCopy;
  offline: OfflineCopy;
  /** The offline engine's first sentences: the fact asked for, stated first. */
  answers: AnswerPhrases;
  facts: FactPhrases;
  /** Titles of the facts an answer cites (its source chips), in the page's language. */
  titles: FactTitles;
  /** Questions the page suggests after an answer, about what was just discussed. */
  followUps: FollowUpQuestions;
  /** The thumbs up and down under each answer, and the error of `POST /api/feedback`. */
  feedback: FeedbackCopy;
  durations: DurationWords;
  /** Visitor requests to the owner (contracts §6): API errors, the chat's lines and the request card. */
  requests: RequestCopy;
  /** The job-description fit check's words on the server: notes beside verdicts, the summary, its API errors. */
  fit: FitCopy;
}

export interface FeedbackCopy {
  label: string;
  up: string;
  down: string;
  thanks: string;
  failed: string;
  apiErrors: { feedback_unavailable: string };
}

/** Follow-up questions by topic; names come from the profile. */
export interface FollowUpQuestions {
  howLongAt: (company: string) => string;
  before: (company: string) => string;
  after: (company: string) => string;
  stackAt: (company: string) => string;
  builtWith: (project: string) => string;
  tellMeMoreAbout: (name: string) => string;
  whereUsed: (skill: string) => string;
  howStrong: (skill: string) => string;
  currentJob: string;
  projects: string;
  remote: string;
  startDate: string;
  contact: string;
  relocation: string;
  nativeLanguage: string;
  strengths: string;
  workingStyle: string;
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

/** Copy of the chat page's interactive part (passed to the client component, so strings only). */
export interface ChatCopy {
  log: string;
  inputLabel: string;
  placeholder: string;
  shortcutHint: string;
  counter: string;
  send: string;
  stop: string;
  you: string;
  assistant: string;
  status: Record<'ready' | 'submitted' | 'streaming' | 'error', string>;
  clear: string;
  copy: string;
  copied: string;
  /** Shown when the browser offers no clipboard (plain http) or refuses it. */
  copyUnavailable: string;
  retry: string;
  suggestionsTitle: string;
  sources: string;
  modeOffline: string;
  modeLocal: string;
  /** Label of a closed-catalog answer: approved texts, selected by the model. */
  modeCatalog: string;
  /** Label of an answer the AI model wrote from the profile. */
  modeModel: string;
  /** Heading of the follow-up questions under the latest answer. */
  followUpsTitle: string;
  incomplete: string;
  stopped: string;
  /** Shown under an answer the output check stopped because it began to repeat the instructions. */
  leakStopped: string;
  answerAnnouncement: string;
  confidentialNote: string;
  languageCardTitle: string;
  languageCardBody: string;
  languageSwitch: string;
  languageStay: string;
  errorRateLimited: string;
  errorRateLimitedNoWait: string;
  errorBudgetExhausted: string;
  errorChatDisabled: string;
  errorTooLong: string;
  errorOffline: string;
  errorInterrupted: string;
  errorFallback: string;
}

/** Interface copy of the pages (profile content lives in the profile). */
export interface UiMessages {
  skipToContent: string;
  primaryNavigation: string;
  languageSwitcher: string;
  introduction: string;
  experience: string;
  skills: string;
  projects: string;
  about: string;
  contact: string;
  languages: string;
  education: string;
  workingStyle: string;
  strengths: string;
  stack: string;
  present: string;
  builtAt: string;
  emailMe: string;
  availability: string;
  availableFrom: string;
  askMe: string;
  askMeDescription: string;
  sampleNotice: string;
  chatTitle: string;
  backToPortfolio: string;
  chat: ChatCopy;
  /** The fit check panel of the chat page (strings only: it crosses to the client). */
  fit: FitPanelCopy;
}

/** Copy of the portfolio's calls to action, links and the generated CV. */
export interface SiteCopy {
  downloadCv: string;
  /** Label of the list of the owner's links (email, GitHub, LinkedIn, website). */
  links: string;
  website: string;
  /** A project's live site and its source code. */
  projectLink: string;
  sourceLink: string;
  /** Marks the current role on the experience timeline. */
  currentRole: string;
  /** The CV's first heading, above the introduction. */
  cvSummary: string;
}

export interface ApiErrorCopy {
  invalid_request: string;
  forbidden_origin: string;
  payload_too_large: string;
  unsupported_media_type: string;
  rate_limited: string;
  budget_exhausted: string;
  chat_disabled: string;
  store_unavailable: string;
}

export interface GuardReplyCopy {
  sensitive_input: string;
  instruction_override: string;
}

/** The offline engine's own connecting phrases; every fact they wrap comes from the profile. */
export interface OfflineCopy {
  /** Said first when a question names something the profile never mentions. */
  noRecord: (options: { items: string }) => string;
  employersLead: string;
  relatedSkillsLead: string;
  allSkillsLead: string;
  /** For an unknown thing with nothing related in the profile. */
  askByEmail: (options: { email: string }) => string;
  /** Quotes a fact the profile only has in English, saying so. */
  englishOnly: (options: { text: string }) => string;
  /** End of a current role's year range. */
  present: string;
  /** Short replies to small talk that carries no question, each inviting one. */
  smallTalk: { greeting: string; thanks: string; farewell: string };
}

/** The sentences that lead an offline answer with the fact asked for; every value comes from the profile. */
export interface AnswerPhrases {
  tenurePast: (options: { company: string; duration: string; period: string }) => string;
  tenureCurrent: (options: { company: string; duration: string; since: string }) => string;
  roleAt: (options: { company: string; role: string; period: string; current: boolean }) => string;
  currentJob: (options: { company: string; role: string; since: string }) => string;
  previousJob: (options: { anchor: string; company: string; role: string; period: string }) => string;
  nextJob: (options: { anchor: string; company: string; role: string; period: string }) => string;
  /** "before that" asked about the earliest job in the profile. */
  earliestJob: (options: { company: string }) => string;
  /** "after that" asked about the current job. */
  latestJob: (options: { company: string }) => string;
  startFrom: (options: { from: string }) => string;
  availableNow: string;
  relocationUnknown: string;
  onSiteElsewhere: (options: { place: string; city: string }) => string;
  skillYes: (options: { skill: string; area: string }) => string;
  usedAt: (options: { places: string }) => string;
  /** A technology the owner used without listing it among their skill groups. */
  skillUsed: (options: { skill: string; places: string }) => string;
  jobPlace: (options: { company: string; location: string }) => string;
  /** The roles and conditions in the owner's words, after the start date. */
  lookingFor: (options: { roles: string; conditions: string }) => string;
  /** `places`: the employers where the skill was used; `projects`: the owner's projects with it, or empty. */
  skillStrength: (options: { skill: string; duration: string; places: string; projects: string }) => string;
  speaksYes: (options: { language: string; level: string }) => string;
  speaksNo: (options: { language: string; languages: string }) => string;
  nativeLanguage: (options: { languages: string }) => string;
  pitchLead: (options: { name: string; headline: string; years: string; role: string; company: string }) => string;
  forExample: string;
  /** Opens the answer to a yes/no question the profile answers yes to. */
  yes: string;
  careerLead: string;
  /** Salary asked with no salary topic in the profile: declined all the same, with the way to talk about it. */
  salaryFallback: (options: { email: string }) => string;
  /** A question in a language the product does not answer in. */
  unsupportedLanguage: (options: { languages: string }) => string;
  /** Among the projects just listed, the one with the most of something. */
  mostOf: (options: { name: string }) => string;
  /** "Tell me more" when the profile has nothing beyond what was said. */
  nothingMore: (options: { topic: string }) => string;
}

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

/** Words of computed durations: "4 years and 8 months", "over 10 years". */
export interface DurationWords {
  year: [singular: string, plural: string];
  month: [singular: string, plural: string];
  and: string;
  over: string;
}

/** Copy of visitor requests. Placeholders in braces are filled where the text is used. */
export interface RequestCopy {
  /** API error messages by code; `{max}` is the message limit, `{status}` the request's status name. */
  errors: RequestErrorCopy;
  statusNames: Record<'requested' | 'confirmed' | 'declined' | 'cancelled', string>;
  /** Lines the chat writes itself: after a proposal, when only messages are offered, at the step cap. */
  chat: { proposalLead: string; messageOnlyLead: string; stepLimit: string };
  card: RequestCardCopy;
}

export interface RequestErrorCopy {
  invalid_request: string;
  invalid_idempotency_key: string;
  payload_too_large: string;
  unsupported_media_type: string;
  slot_past: string;
  slot_too_soon: string;
  slot_not_offered: string;
  slot_taken: string;
  intro_calls_unavailable: string;
  terminal_state: string;
  request_not_found: string;
  forbidden_origin: string;
  not_owner: string;
  idempotency_key_reused: string;
  rate_limited: string;
  store_unavailable: string;
  chat_disabled: string;
}

/** The request card on the page; `{owner}` is the owner's first name, `{minutes}`, `{days}`, `{zone}`, `{reference}`, `{time}` as named. */
export interface RequestCardCopy {
  open: string;
  title: string;
  kindLegend: string;
  kindMessage: string;
  kindCall: string;
  name: string;
  email: string;
  company: string;
  message: string;
  slotLegend: string;
  yourTime: string;
  ownerTime: string;
  loadingSlots: string;
  noSlots: string;
  slotsFailed: string;
  consent: string;
  privacyNote: string;
  confirm: string;
  sending: string;
  close: string;
  sentTitle: string;
  sentBody: string;
  requestedTime: string;
  status: string;
  addToCalendar: string;
  calendarTitle: string;
  cancel: string;
  cancelling: string;
  failed: string;
}

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
