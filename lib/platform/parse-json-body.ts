import type { z } from 'zod';
import type { ApiRejection } from '@/lib/platform/api-error';

/** Parses a body text strictly against a contract schema: bad JSON and any schema failure are `invalid_request`. */
export function parseJsonBody<Schema extends z.ZodType>({ text, schema }: { text: string; schema: Schema }): { request: z.infer<Schema> } | { rejection: ApiRejection } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { rejection: { code: 'invalid_request' } };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { request: parsed.data } : { rejection: { code: 'invalid_request' } };
}
