export interface ApiErrorCopy {
  invalid_request: string;
  forbidden_origin: string;
  payload_too_large: string;
  unsupported_media_type: string;
  rate_limited: string;
  budget_exhausted: string;
  chat_disabled: string;
  store_unavailable: string;
  /** This instance has CHAT_MAX_CONCURRENT_ANSWERS answers in flight: try again after Retry-After. */
  busy: string;
}

export interface FilterReplyCopy {
  sensitive_input: string;
  instruction_override: string;
}
