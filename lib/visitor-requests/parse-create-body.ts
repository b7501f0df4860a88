import { isLocale, type Locale } from '@/lib/contracts';
import { parseJsonBody, type ApiRejection } from '@/lib/platform';
import { createVisitorRequestBodySchema, type CreateVisitorRequestBody } from '@/lib/visitor-requests/visitor-request-body-schema';

/**
 * Parses the body of a create: bad JSON is `invalid_request`; a schema failure is `invalid_request` naming its field,
 * except a message over the limit, which is `message_too_long` (its message names the limit). A refusal carries the
 * body's locale when that one is valid, so the visitor reads it in the page's language.
 */
export function parseCreateBody({ text }: { text: string }): { request: CreateVisitorRequestBody } | { rejection: ApiRejection; locale?: Locale } {
  const parsed = parseJsonBody({ text, schema: createVisitorRequestBodySchema });
  if ('request' in parsed) return parsed;
  const { rejection, json, issue } = parsed;
  const requested = (json as { locale?: unknown } | null | undefined)?.locale;
  const locale = typeof requested === 'string' && isLocale(requested) ? { locale: requested } : {};
  if (rejection.field?.path === 'message' && issue?.code === 'too_big') return { rejection: { code: 'message_too_long', field: rejection.field }, ...locale };
  return { rejection, ...locale };
}
