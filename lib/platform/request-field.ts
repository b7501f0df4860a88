import type { z } from 'zod';

/** What is wrong with a request field: the error message says it in the visitor's language. */
export type RequestFieldProblem = 'missing' | 'unknown' | 'empty' | 'too_long' | 'too_many' | 'invalid';

/** The one field of a request body that an `invalid_request` names, and what is wrong with it. */
export interface RequestField {
  /** The field's path in the body: `locale`, `recentTurns[1].role`. */
  path: string;
  problem: RequestFieldProblem;
  /** The values the field may take, where there are few (a locale, a role). */
  allowed?: readonly string[];
  /** The most characters (`too_long`) or entries (`too_many`) the field may have. */
  max?: number;
}

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

function valueAt({ json, path }: { json: unknown; path: readonly PropertyKey[] }): unknown {
  let node = json;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * The field a schema issue is about, read against the body it came from (a key the body lacks is `missing`,
 * not a wrong type). Null when the body itself is not an object: there is no field to name then.
 */
export function requestFieldOf({ issue, json }: { issue: z.core.$ZodIssue; json: unknown }): RequestField | null {
  if (issue.code === 'unrecognized_keys') {
    const [key = ''] = issue.keys;
    return { path: pathText([...issue.path, key]), problem: 'unknown' };
  }
  if (issue.path.length === 0) return null;
  const path = pathText(issue.path);
  if (valueAt({ json, path: issue.path }) === undefined) return { path, problem: 'missing' };
  if (issue.code === 'invalid_value') return { path, problem: 'invalid', allowed: issue.values.map(String) };
  if (issue.code === 'too_small' && issue.origin === 'string') return { path, problem: 'empty' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { path, problem: 'too_long', max: Number(issue.maximum) };
  if (issue.code === 'too_big' && issue.origin === 'array') return { path, problem: 'too_many', max: Number(issue.maximum) };
  return { path, problem: 'invalid' };
}
