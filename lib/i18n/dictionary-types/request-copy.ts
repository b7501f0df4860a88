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
  message_too_long: string;
  /** `invalid_request` naming its field; `{maxName}`, `{maxCompany}` and `{max}` are the limits. */
  fields: Record<'name' | 'email' | 'company' | 'message' | 'slot' | 'consent' | 'kind', string>;
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
  lookups_limited: string;
  store_unavailable: string;
  /** A write the store may have applied: retrying with the same key is safe. */
  outcome_unknown: string;
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
  /** `{count}` characters typed of `{max}`; `{over}` past the limit. */
  messageCounter: string;
  messageTooLong: string;
  slotLegend: string;
  yourTime: string;
  ownerTime: string;
  /** A slot before 07:00 or from 21:00 on the visitor's clock. */
  earlyForYou: string;
  lateForYou: string;
  loadingSlots: string;
  noSlots: string;
  slotsFailed: string;
  consent: string;
  privacyNote: string;
  confirm: string;
  sending: string;
  close: string;
  sentTitle: string;
  confirmedTitle: string;
  declinedTitle: string;
  cancelledTitle: string;
  sentBody: string;
  /** The reference alone, once the request is no longer waiting for a reply. */
  referenceLine: string;
  requestedTime: string;
  requestedTimeOwner: string;
  status: string;
  addToCalendar: string;
  calendarTitle: string;
  /** The calendar file's title and note until the owner confirms. */
  calendarPending: string;
  calendarPendingNote: string;
  cancel: string;
  cancelling: string;
  failed: string;
  sendAgain: string;
}
