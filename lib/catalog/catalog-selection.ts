import { z } from 'zod';
import type { CatalogFact } from '@/lib/catalog/fact-catalog';
import type { Locale } from '@/lib/contracts';

/** At most this many facts make one answer (contract §8). */
export const MAX_SELECTED_FACTS = 3;

const selectionShape = {
  kind: z.enum(['answer', 'refusal']),
  fact_ids: z.array(z.string()).describe('One to three ids of offered facts for an answer; none for a refusal.'),
};

/**
 * The response format asked of the provider (its JSON-schema mode, strict where it has one): the same keys,
 * no other. It leaves the count to the server: size keywords such as maxItems are not accepted by every
 * provider's strict mode, and the server checks the count anyway.
 */
export const selectionResponseSchema = z.object(selectionShape).strict();

/**
 * The only objects the server accepts: `{ kind: "answer", fact_ids: [1..3 ids] }` or
 * `{ kind: "refusal", fact_ids: [] }`. Strict: any other key fails.
 */
export const catalogSelectionSchema = z.object({ ...selectionShape, fact_ids: selectionShape.fact_ids.max(MAX_SELECTED_FACTS) }).strict();

/** Why the server answered with the fixed refusal; recorded in the debug metrics, never shown. */
export type CatalogRefusalReason = 'model_refused' | 'not_json' | 'bad_shape' | 'unknown_fact' | 'duplicate_fact' | 'fact_count';

export type CatalogSelection = { kind: 'answer'; factIds: string[] } | { kind: 'refusal'; reason: CatalogRefusalReason };

/** The facts offered to the model for one question, by id, in an object without a prototype. */
export type OfferedFacts = Readonly<Record<string, CatalogFact>>;

/** Builds the offered set; only these ids can be selected. */
export function offeredFacts({ facts }: { facts: readonly CatalogFact[] }): OfferedFacts {
  const offered = Object.create(null) as Record<string, CatalogFact>;
  for (const fact of facts) offered[fact.id] = fact;
  return Object.freeze(offered);
}

function refusal(reason: CatalogRefusalReason): CatalogSelection {
  return { kind: 'refusal', reason };
}

/**
 * Reads the model's raw output strictly: exactly one JSON object (whitespace around it allowed) of the
 * contract's shape, whose ids are distinct own members of the offered facts. Anything else, prose, a
 * code fence, an extra key, an inherited name such as `toString`, is a refusal.
 */
export function parseCatalogSelection({ raw, offered }: { raw: string; offered: OfferedFacts }): CatalogSelection {
  const text = raw.trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return refusal('not_json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusal('not_json');
  }
  const parsed = catalogSelectionSchema.safeParse(value);
  if (!parsed.success) return refusal('bad_shape');
  const { kind, fact_ids: ids } = parsed.data;
  if (kind === 'refusal') return refusal(ids.length === 0 ? 'model_refused' : 'bad_shape');
  if (ids.length === 0) return refusal('fact_count');
  if (!ids.every((id) => Object.hasOwn(offered, id))) return refusal('unknown_fact');
  if (new Set(ids).size !== ids.length) return refusal('duplicate_fact');
  return { kind: 'answer', factIds: ids };
}

/** Between two facts of one answer. */
export const FACT_SEPARATOR = '\n\n';

/** The answer the visitor reads: the approved wording of the selected facts, in order, nothing else. */
export function renderCatalogAnswer({ factIds, offered, locale }: { factIds: readonly string[]; offered: OfferedFacts; locale: Locale }): string {
  return factIds.map((id) => {
    if (!Object.hasOwn(offered, id)) throw new Error(`renderCatalogAnswer: ${id} is not an offered fact`);
    return offered[id]!.text[locale];
  }).join(FACT_SEPARATOR);
}
