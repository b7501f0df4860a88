import { isLocale, type Locale } from '@/lib/contracts';
import { requestFieldOf, type ApiRejection } from '@/lib/platform';
import { createVisitorRequestBodySchema, type CreateVisitorRequestBody } from '@/lib/visitor-requests/visitor-request-body-schema';

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
  const field = issue ? requestFieldOf({ issue, json }) ?? undefined : undefined;
  const requested = (json as { locale?: unknown } | null)?.locale;
  const locale = typeof requested === 'string' && isLocale(requested) ? { locale: requested } : {};
  if (field?.path === 'message' && issue?.code === 'too_big') return { rejection: { code: 'message_too_long', field }, ...locale };
  return { rejection: { code: 'invalid_request', ...(field ? { field } : {}) }, ...locale };
}
