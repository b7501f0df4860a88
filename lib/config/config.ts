import { z } from 'zod';
import { MIN_ANSWER_TOKENS } from '@/lib/contracts';
import { detectHost, type DetectedHost } from '@/lib/config/detect-host';

const DEFAULT_GROQ_BASE_URL = 'https://api.groq.com/openai/v1';
/** Current Groq production models (see STACK.md: the llama-3.x ids were decommissioned). */
const DEFAULT_GROQ_MODEL = 'openai/gpt-oss-120b';
const DEFAULT_GROQ_CLASSIFIER_MODEL = 'openai/gpt-oss-20b';

const flag = z.enum(['0', '1']).default('0').transform((value) => value === '1');

/** A price in USD per million tokens, set by the operator (0..1000). */
function pricePerMtok(fallback: number) {
  return z.coerce.number().min(0).max(1000).default(fallback);
}

function integer(minimum: number, maximum: number, fallback: number) {
  return z.coerce.number().int().min(minimum).max(maximum).default(fallback);
}

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

/** The public origin of the site (no path: the pages live at its root), e.g. `https://www.example.com`. */
export const siteUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    // Zod runs refinements after a failed URL check too: only a parsable URL gets here meaningfully.
    const url = URL.canParse(value) ? new URL(value) : null;
    return url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  }, 'use the origin only, such as https://www.example.com (no path, query or credentials)')
  .transform((value) => new URL(value).origin)
  .optional();

/** Origins as a comma-separated list of http(s) URLs, e.g. `https://www.example.com,https://example.com`. */
const originList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/**
 * Who may tell the product the visitor's address (contracts §9): `none` (the socket peer as server.mjs saw
 * it), an edge that overwrites its own header (`vercel`, `cloudflare`, `fly`, `x-real-ip`), or N proxies that
 * append to X-Forwarded-For (`forwarded-for:N`).
 */
export const TRUSTED_PROXY_PATTERN = /^(none|vercel|cloudflare|fly|x-real-ip|forwarded-for:[1-9])$/;

/** `smtp://` (STARTTLS when offered) or `smtps://` (TLS), with a host, optional credentials and port, nothing else. */
const smtpUrlSchema = z
  .url({ protocol: /^smtps?$/, message: 'use smtp://[user:password@]host[:port] or smtps://…' })
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return url !== null && url.hostname !== '' && (url.pathname === '' || url.pathname === '/') && url.hash === '';
  }, 'use smtp://[user:password@]host[:port] or smtps://… (a host, no path)')
  .optional();

/** A mail address, or `Name <address>`. */
const senderSchema = z
  .string()
  .trim()
  .refine((value) => z.email().safeParse(/^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value).success, 'use an address such as chat@example.com or "Site <chat@example.com>"')
  .optional();

/** Every environment variable the product reads, with its default and allowed range (contracts §2). */
const environmentSchema = z.object({
  CHAT_PROVIDER: z.enum(['groq', 'openai-compatible', 'offline']).optional(),
  GROQ_API_KEY: optionalText,
  GROQ_BASE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_GROQ_BASE_URL),
  GROQ_MODEL: z.string().trim().min(1).default(DEFAULT_GROQ_MODEL),
  GROQ_CLASSIFIER_MODEL: z.string().trim().min(1).default(DEFAULT_GROQ_CLASSIFIER_MODEL),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_CLASSIFIER_MODEL: optionalText,
  CHAT_SKIP_CLASSIFIER: flag,
  CHAT_CLASSIFIER_TIMEOUT_MS: integer(100, 30_000, 1500),
  CHAT_MAX_TOKENS: integer(MIN_ANSWER_TOKENS, 8192, 2048),
  CHAT_MAX_RETRIEVED_CHUNKS: integer(1, 20, 5),
  CHAT_MAX_RETRIEVED_TOKENS: integer(200, 16_000, 2200),
  CHAT_MAX_CHUNK_CHARS: integer(200, 8000, 1200),
  CHAT_MAX_SESSION_BLOCK_TOKENS: integer(100, 4000, 600),
  CHAT_MAX_RECENT_TURN_PAIRS: integer(0, 4, 3),
  CHAT_MAX_CHARS_PER_TURN: integer(50, 1500, 700),
  CHAT_MAX_SESSION_SUMMARY_CHARS: integer(0, 2500, 900),
  CHAT_MAX_SYSTEM_CHARS: integer(4000, 100_000, 24_000),
  CHAT_UPSTREAM_TIMEOUT_MS: integer(1000, 120_000, 20_000),
  /** `catalog`: the model only selects approved facts of the profile and the server renders their wording (§8). */
  CHAT_ANSWER_MODE: z.enum(['free', 'catalog']).default('free'),
  /**
   * Consecutive words of the core prompt that stop a model answer repeating them. The longest run a grounded
   * answer of the sample profile shares with the prompt is 12 words (the honesty line), so 16 leaves a margin.
   */
  CHAT_LEAK_RUN_WORDS: integer(8, 64, 16),
  CHAT_DEBUG_METRICS: flag,
  /** `1` enables /api/bench-baseline, the bare streamText proxy `npm run bench` compares against. Never in production. */
  CHAT_BENCH_BASELINE: flag,
  CHAT_DISABLED: flag,
  CHAT_RATE_PER_MINUTE: integer(1, 10_000, 6),
  CHAT_RATE_PER_DAY: integer(1, 1_000_000, 40),
  CHAT_DAILY_BUDGET_USD: z.coerce.number().min(0).max(100_000).default(3),
  CHAT_DAILY_CALL_CEILING: integer(0, 10_000_000, 600),
  CHAT_FALLBACK: z.enum(['offline', 'none']).default('offline'),
  CHAT_DB_PATH: z.string().trim().min(1).default('./data/chat.db'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Extra origins allowed to call the API besides the site's own (comma-separated), e.g. behind a proxy. */
  CHAT_ALLOWED_ORIGINS: originList,
  /** Origins allowed to frame the chat (CSP `frame-ancestors`, contracts §10) besides the site itself. */
  CHAT_EMBED_ORIGINS: originList,
  CHAT_CLIENT_IP_HEADER: z.string().trim().toLowerCase().regex(/^[a-z0-9-]+$/).optional(),
  /** Unset: the host's preset where it identifies itself (VERCEL=1, FLY_APP_NAME), else `none`. */
  CHAT_TRUSTED_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(TRUSTED_PROXY_PATTERN, 'use none, vercel, cloudflare, fly, x-real-ip or forwarded-for:N (N = 1..9, the trusted proxies that append to X-Forwarded-For)')
    .optional(),
  CHAT_IP_HMAC_SECRET: z.string().min(16).optional(),
  /**
   * A file holding the identity key, kept apart from the store it protects; created (mode 0600) when missing.
   * Unset: `./secrets/identity.key` without REDIS_URL; with REDIS_URL every instance must share the key, so set
   * CHAT_IP_HMAC_SECRET (or this file on a shared mount).
   */
  CHAT_IP_HMAC_SECRET_FILE: z.string().trim().min(1).optional(),
  /** Canonical origin for links, the sitemap and link previews (read when the pages are built, and at run time by the origin check). */
  SITE_URL: siteUrlSchema,
  /**
   * Model prices in USD per million tokens, used to reserve and settle the daily budget. Operator-set: the
   * defaults are Groq's published prices for openai/gpt-oss-120b (answer) and openai/gpt-oss-20b (classifier).
   */
  CHAT_ANSWER_PRICE_PER_MTOK_IN_USD: pricePerMtok(0.15),
  CHAT_ANSWER_PRICE_PER_MTOK_OUT_USD: pricePerMtok(0.6),
  CHAT_CLASSIFIER_PRICE_PER_MTOK_IN_USD: pricePerMtok(0.075),
  CHAT_CLASSIFIER_PRICE_PER_MTOK_OUT_USD: pricePerMtok(0.3),
  /** Model steps per answer when tools are offered (contracts §8): 1 means the model may call tools but never sees their results. */
  CHAT_MAX_TOOL_STEPS: integer(1, 8, 3),
  /** Signed notifications of visitor requests (contracts §6); the secret is required with the URL. */
  OWNER_WEBHOOK_URL: optionalUrl,
  OWNER_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Visitor requests are deleted this many days after their last change. */
  CHAT_REQUEST_RETENTION_DAYS: integer(1, 3650, 90),
  /** Requests one client may create per UTC day, and all clients together. */
  CHAT_REQUEST_RATE_PER_DAY: integer(1, 1000, 3),
  /** Requests one client may create per UTC day whatever became of them, cancelled ones included: a create-and-cancel loop stays bounded. */
  CHAT_REQUEST_CREATES_PER_DAY: integer(1, 10_000, 10),
  CHAT_REQUEST_DAILY_CEILING: integer(1, 1_000_000, 50),
  /**
   * Answers in flight on one instance (contracts §9); past it a request gets 503 `busy` with Retry-After before any
   * work. The default is measured (README, "Operating it"): on a 2-core machine the answers' first text stays
   * close to a bare proxy's up to about this many streams, and beyond it only waits longer.
   */
  CHAT_MAX_CONCURRENT_ANSWERS: integer(1, 10_000, 64),
  /** How long answers in flight may finish after SIGTERM before they are cut and settled (contracts §9). */
  CHAT_SHUTDOWN_GRACE_MS: integer(0, 600_000, 10_000),
  /** Reference lookups (reads and cancels of a request) one client may make per hour. */
  CHAT_REQUEST_LOOKUPS_PER_HOUR: integer(1, 100_000, 60),
  /** The owner's mail for each new request and each change the visitor makes (contracts §6); both or neither. */
  SMTP_URL: smtpUrlSchema,
  OWNER_NOTIFY_EMAIL: z.email().optional(),
  /** The sender of that mail; default the owner's own address. */
  SMTP_FROM: senderSchema,
});

type Environment = z.infer<typeof environmentSchema>;

/** Every variable the product reads, for tools that list the configuration. */
export const CONFIG_VARIABLES = Object.keys(environmentSchema.shape) as (keyof Environment)[];

export type ProviderName = 'groq' | 'openai-compatible' | 'offline';

/** The validated configuration: one typed object, read once. `host`: what the hosting platform says about itself. */
export type ServerConfig = Omit<Environment, 'CHAT_PROVIDER' | 'CHAT_TRUSTED_PROXY'> & {
  CHAT_PROVIDER: ProviderName;
  CHAT_TRUSTED_PROXY: string;
  host: DetectedHost;
};

/** Thrown at start-up for a bad value; the message names the variable, the value and the allowed range. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose values are secrets: printed masked, never whole. */
export const SECRET_VARIABLE = /_(KEY|SECRET|TOKEN|PASSWORD)$/;

/** Hides the `user:password@` part of a URL (a Redis or proxy URL may carry credentials). */
export function hideUrlCredentials({ text }: { text: string }): string {
  return text.replace(/\/\/[^/@\s]+@/g, '//****@');
}

function describeIssue(issue: z.core.$ZodIssue, environment: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? 'environment');
  const value = environment[variable] ?? '';
  const shown = SECRET_VARIABLE.test(variable) ? '(hidden)' : JSON.stringify(hideUrlCredentials({ text: value }));
  return `${variable}=${shown} is invalid: ${issue.message}`;
}

/** Validates the environment into a typed configuration; throws a ConfigError naming every bad variable. */
export function loadConfig({ environment }: { environment: Record<string, string | undefined> }): ServerConfig {
  // An empty assignment (`VAR=`) in an env file means "unset", as operators expect.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${parsed.error.issues.map((issue) => `- ${describeIssue(issue, present)}`).join('\n')}`);
  }
  const values = parsed.data;
  const provider: ProviderName = values.CHAT_PROVIDER ?? (values.GROQ_API_KEY ? 'groq' : 'offline');
  if (provider === 'groq' && !values.GROQ_API_KEY) {
    throw new ConfigError('Invalid configuration:\n- CHAT_PROVIDER="groq" needs GROQ_API_KEY to be set');
  }
  if (provider === 'openai-compatible' && (!values.LLM_BASE_URL || !values.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration:\n- CHAT_PROVIDER="openai-compatible" needs LLM_BASE_URL and LLM_MODEL to be set');
  }
  if (values.OWNER_WEBHOOK_URL && !values.OWNER_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n- OWNER_WEBHOOK_URL is set, so OWNER_WEBHOOK_SECRET (at least 16 characters) must be set too: notifications are always signed');
  }
  if (Boolean(values.SMTP_URL) !== Boolean(values.OWNER_NOTIFY_EMAIL)) {
    throw new ConfigError(`Invalid configuration:\n- ${values.SMTP_URL ? 'SMTP_URL is set, so OWNER_NOTIFY_EMAIL' : 'OWNER_NOTIFY_EMAIL is set, so SMTP_URL'} must be set too: the owner's mail needs both a server and an address`);
  }
  if (values.CHAT_REQUEST_CREATES_PER_DAY < values.CHAT_REQUEST_RATE_PER_DAY) {
    throw new ConfigError(`Invalid configuration:\n- CHAT_REQUEST_CREATES_PER_DAY=${values.CHAT_REQUEST_CREATES_PER_DAY} is below CHAT_REQUEST_RATE_PER_DAY=${values.CHAT_REQUEST_RATE_PER_DAY}: all creations of a day include the live ones`);
  }
  const host = detectHost({ environment: present });
  return { ...values, CHAT_PROVIDER: provider, CHAT_TRUSTED_PROXY: values.CHAT_TRUSTED_PROXY ?? host.trustedProxy ?? 'none', host };
}

let cached: ServerConfig | undefined;

/** The process configuration, validated on first use from `process.env`. */
export function getConfig(): ServerConfig {
  cached ??= loadConfig({ environment: process.env });
  return cached;
}
