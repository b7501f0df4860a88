import type { z } from 'zod';
import { isLocale, type Locale } from '@/lib/contracts';
import type { ApiRejection } from '@/lib/platform';
import { createVisitorRequestBodySchema, type CreateVisitorRequestBody } from '@/lib/visitor-requests/visitor-request-body-schema';

/** The fields of `POST /api/requests`: a refusal names the first one that is wrong. */
const FIELDS = new Set(['kind', 'locale', 'name', 'email', 'company', 'message', 'slot', 'consent']);

/** The field an issue is about: its path, or the first unknown key (which is named as sent). */
function fieldOf(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return issue.keys[0];
  const first = issue.path[0];
  return typeof first === 'string' && FIELDS.has(first) ? first : undefined;
}

/**
 * Parses the body of a create: bad JSON is `invalid_request`; a schema failure is `invalid_request` naming its field,
 * except a message over the limit, which is `message_too_long` (its message names the limit). A refusal carries the
 * body's locale when that one is valid, so the visitor reads it in the page's language.
 */
export function parseCreateBody({ text }: { text: string }): { request: CreateVisitorRequestBody } | { rejection: ApiRejection; locale?: Locale } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { rejection: { code: 'invalid_request' } };
  }
  const parsed = createVisitorRequestBodySchema.safeParse(json);
  if (parsed.success) return { request: parsed.data };
  const [issue] = parsed.error.issues;
  const field = issue ? fieldOf(issue) : undefined;
  const requested = (json as { locale?: unknown } | null)?.locale;
  const locale = typeof requested === 'string' && isLocale(requested) ? { locale: requested } : {};
  if (field === 'message' && issue?.code === 'too_big') return { rejection: { code: 'message_too_long', field }, ...locale };
  return { rejection: { code: 'invalid_request', ...(field ? { field } : {}) }, ...locale };
}
