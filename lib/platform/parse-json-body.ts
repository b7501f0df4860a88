import type { z } from 'zod';
import type { ApiRejection } from '@/lib/platform/api-error';
import { requestFieldOf } from '@/lib/platform/request-field';

/** A refused body, with what the refusal was read from when the text was JSON: a caller may refine the refusal. */
export interface RefusedBody {
  rejection: ApiRejection;
  /** The parsed JSON that failed the schema (absent when the text was not JSON). */
  json?: unknown;
  /** The schema's first complaint about it. */
  issue?: z.core.$ZodIssue;
}

/**
 * Parses a body text strictly against a contract schema: bad JSON and any schema failure are `invalid_request`,
 * the latter naming the first field that is missing or wrong.
 */
export function parseJsonBody<Schema extends z.ZodType>({ text, schema }: { text: string; schema: Schema }): { request: z.infer<Schema> } | RefusedBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { rejection: { code: 'invalid_request' } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { request: parsed.data };
  const [issue] = parsed.error.issues;
  const field = issue ? requestFieldOf({ issue, json }) : null;
  return { rejection: field ? { code: 'invalid_request', field } : { code: 'invalid_request' }, json, ...(issue ? { issue } : {}) };
}
