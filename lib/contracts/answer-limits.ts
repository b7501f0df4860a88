/** A runaway answer is cut at this many characters per allowed output token (about twice the usual 4). */
export const OUTPUT_CHARS_PER_TOKEN_CEILING = 8;

/** The lowest answer token cap `CHAT_MAX_TOKENS` accepts. */
export const MIN_ANSWER_TOKENS = 256;

/** The smallest answer size any valid configuration allows: a closed-catalog answer must always fit it. */
export const MIN_ANSWER_CHARS = MIN_ANSWER_TOKENS * OUTPUT_CHARS_PER_TOKEN_CEILING;
