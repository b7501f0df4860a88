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

/**
 * How an `invalid_request` of any endpoint names the request field that is missing or wrong. `field` is its path
 * in the body (`locale`, `recentTurns[1].role`), `max` a number already formatted for the locale, `allowed` the
 * accepted values already joined.
 */
export interface RequestFieldCopy {
  missing: (values: { field: string }) => string;
  unknown: (values: { field: string }) => string;
  empty: (values: { field: string }) => string;
  tooLong: (values: { field: string; max: string }) => string;
  tooMany: (values: { field: string; max: string }) => string;
  invalid: (values: { field: string }) => string;
  oneOf: (values: { field: string; allowed: string }) => string;
}

export interface FilterReplyCopy {
  sensitive_input: string;
  instruction_override: string;
}
