import { containsIban } from '@/lib/filters/iban';
import { normalizeFilterText } from '@/lib/filters/normalize-filter-text';
import { containsPaymentCard } from '@/lib/filters/payment-card';

export type SensitiveCategory = 'payment_card' | 'passport_mrz' | 'api_key' | 'private_key' | 'iban';

const PRIVATE_KEY = /-----BEGIN (?:RSA |EC |OPENSSH |DSA |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/;

// Each token must start a word (the look-behinds), so a long run of token characters is scanned once, not
// once per position. Lengths sit a little below the real ones so truncated pastes are still caught, and
// above what a mention of the prefix ("gsk_", "sk-learn", "AKIA") can reach.
const API_KEYS: readonly RegExp[] = [
  /(?<![\w-])gsk_[A-Za-z0-9]{20,}/, // Groq
  /(?<![\w-])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|(?<![\w-])pk_live_[A-Za-z0-9]{10,}|(?<![\w-])whsec_[A-Za-z0-9]{20,}/, // Stripe
  /(?<![A-Za-z0-9])A(?:KIA|SIA)[A-Z0-9]{16}(?![A-Za-z0-9])/, // AWS access key id
  /aws_?secret_?access_?key["']?[ \t]{0,5}[:=][ \t]{0,5}["']?[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/i, // AWS secret assignment
  /(?<![\w-])gh[pousr]_[A-Za-z0-9]{30,}|(?<![\w-])github_pat_\w{30,}/, // GitHub
  /(?<![\w-])(?:xox[abprs]|xapp)-[A-Za-z0-9-]{10,}/, // Slack
  /(?<![\w-])AIza[\w-]{35}/, // Google
  /(?<![\w-])(?:glpat-[\w-]{20,}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z0-9]{30,}|xai-[A-Za-z0-9]{40,})/, // GitLab, npm, Hugging Face, xAI
  /(?<![\w-])SG\.[\w-]{20,}\.[\w-]{20,}/, // SendGrid
  /(?<![\w-])eyJ[\w-]{4,}\.eyJ[\w-]{4,}\./, // JWT: base64url JSON header and payload
];
// OpenAI ("sk-", "sk-proj-") and Anthropic ("sk-ant-") keys are random base62: a digit tells them from prose such as "sk-learn-…".
const SK_KEY = /(?<![\w-])sk-[\w-]{20,}/g;

// TD3 passport MRZ. Line 1: "P", a type letter or "<", issuing state, then names padded with "<" to 44 characters.
const MRZ_NAME_LINE = /(?<![A-Z0-9<])P[A-Z<][A-Z<]{3}[A-Z<]{39}/g;
// Line 2: document number + check digit, nationality, birth date + check, sex, expiry + check, personal number, checks.
const MRZ_DATA_LINE = /(?<![A-Z0-9<])[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}[A-Z0-9<]{14}[\d<]\d/;

function containsApiKey(text: string): boolean {
  if (API_KEYS.some((pattern) => pattern.test(text))) return true;
  return [...text.matchAll(SK_KEY)].some((match) => /\d/.test(match[0]));
}

function containsPassportMrz(text: string): boolean {
  // The "<<" between surname and given names (or the padding) tells an MRZ from a run of capitals.
  if ([...text.matchAll(MRZ_NAME_LINE)].some((match) => match[0].includes('<<'))) return true;
  return MRZ_DATA_LINE.test(text);
}

const CHECKS: readonly [SensitiveCategory, (text: string) => boolean][] = [
  ['private_key', (text) => PRIVATE_KEY.test(text)],
  ['api_key', containsApiKey],
  ['passport_mrz', containsPassportMrz],
  ['iban', (text) => containsIban({ text })],
  ['payment_card', (text) => containsPaymentCard({ text })],
];

/**
 * Finds data that must never reach the model or a log: card numbers, passport MRZ lines, API keys and
 * tokens, private-key blocks and IBANs. Returns only the category, never the matched text.
 */
export function detectSensitiveInput({ text }: { text: string }): { category: SensitiveCategory } | null {
  const normalized = normalizeFilterText({ text });
  const hit = CHECKS.find(([, contains]) => contains(normalized));
  return hit === undefined ? null : { category: hit[0] };
}
