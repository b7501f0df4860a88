import type { FitPanelCopy } from '@/lib/i18n/dictionary-types/fit-copy';

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
  /** The chat embedded on another site (contracts §10). */
  embed: EmbedPageCopy;
  chat: ChatCopy;
  /** The fit check panel of the chat page (strings only: it crosses to the client). */
  fit: FitPanelCopy;
}

/** The embedded chat's own words (the launcher reuses `askMe` and `chatTitle`). */
export interface EmbedPageCopy {
  /** The panel's close button. */
  close: string;
  /** The toggle (pressed or not) that makes the floating panel larger. */
  enlarge: string;
  /** The title of the iframe that holds the chat on the host page. */
  frameTitle: string;
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
  /** The server is busy (503 busy): the page tries again by itself once, after `{seconds}` (counting down). */
  errorBusyRetrying: string;
  /** Still busy after that one retry: the visitor may retry. */
  errorBusy: string;
}

export interface FeedbackCopy {
  label: string;
  up: string;
  down: string;
  thanks: string;
  failed: string;
  apiErrors: { feedback_unavailable: string };
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
