import { runAnswer, type AnswerRouteContext } from '@/lib/chat/answer-routes/run-answer';
import type { VisitorRequestProposal } from '@/lib/chat/chat-ui-message';
import type { Locale, VisitorRequestKind } from '@/lib/contracts';
import { detectInstructionOverride, detectSensitiveInput } from '@/lib/filters';
import { getDictionary } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { createOfflineModel } from '@/lib/offline';
import { detectVisitorRequestIntent, readQuestion } from '@/lib/retrieval';

/** Streams a fixed local answer (a refusal, or a request card to review) through the same protocol as a model answer. */
export function localAnswer(options: AnswerRouteContext & {
  text: string;
  reason: string;
  proposal?: VisitorRequestProposal;
  /** The classifier gave this verdict: its metrics stay, instead of "skipped". */
  classified?: boolean;
}): Response {
  const { text, reason, recorder, locale, dependencies } = options;
  recorder.record(options.classified ? { localReason: reason } : { localReason: reason, classifier: 'skipped' });
  const model = createOfflineModel({ compose: () => text });
  // A built-in reply: no intent, no follow-ups, nothing retrieved to count, the visitor's leaving changes nothing.
  const outcomes = { tracker: options.outcomes.tracker };
  return runAnswer({ locale, dependencies, recorder, outcomes, proposal: options.proposal, model, mode: 'local', instructions: '', question: '', sources: [] });
}

/** The request intent answers with a card to review: a call when the profile offers calls, else a message. */
function requestProposalAnswer({ kind, locale, profile, yesNo }: { kind: VisitorRequestKind; locale: Locale; profile: Profile; yesNo: boolean }): { text: string; reason: string; proposal: VisitorRequestProposal } {
  const dictionary = getDictionary({ locale });
  const copy = dictionary.requests.chat;
  const callsOffered = profile.scheduling !== undefined;
  const proposed: VisitorRequestKind = kind === 'intro_call' && !callsOffered ? 'message' : kind;
  const text = callsOffered || kind === 'message' ? copy.proposalLead : copy.messageOnlyLead;
  // "Can I leave you a message?" is answered yes before the card; "no calls, but a message" already says what is possible.
  return { text: yesNo && text === copy.proposalLead ? `${dictionary.answers.yes} ${text}` : text, reason: `request_intent:${proposed}`, proposal: { kind: proposed } };
}

/**
 * The answers decided locally before any retrieval, cheapest first: sensitive input (nothing processed), a visitor
 * request to the owner (a card to review), an instruction override (the local refusal). Null when none applies.
 */
export function localRoute({ message, ...context }: AnswerRouteContext & { message: string }): Response | null {
  const { locale, dependencies } = context;
  const sensitive = detectSensitiveInput({ text: message });
  if (sensitive) return localAnswer({ ...context, text: getDictionary({ locale }).filterReplies.sensitive_input, reason: `sensitive_input:${sensitive.category}` });
  const override = detectInstructionOverride({ text: message });
  const requestKind = override ? null : detectVisitorRequestIntent({ question: message });
  if (requestKind) {
    const yesNo = readQuestion({ question: message, profile: dependencies.profile, today: dependencies.now(), locale }).yesNo;
    return localAnswer({ ...context, ...requestProposalAnswer({ kind: requestKind, locale, profile: dependencies.profile, yesNo }) });
  }
  if (override) return localAnswer({ ...context, text: getDictionary({ locale }).filterReplies.instruction_override, reason: override.category });
  return null;
}
