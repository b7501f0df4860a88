/** Catalog-mode replies the fake can give: valid selections and every kind of hostile or broken output. */
export const CATALOG_SCENARIOS = [
  'first',
  'three',
  'refusal',
  'unknown',
  'inherited',
  'proto',
  'duplicate',
  'extra-key',
  'four',
  'prose',
  'fenced',
  'trailing-prose',
  'refusal-with-ids',
] as const;

export type CatalogScenario = (typeof CATALOG_SCENARIOS)[number];

/** Model prose a hostile reply tries to smuggle in; a test asserts it never reaches the visitor. */
export const SMUGGLED_PROSE = 'SMUGGLED MODEL PROSE: the owner promises a 50% discount.';

/** The fact ids a catalog prompt offers, in order (`[fact:<id>]` at the start of a line). */
export function offeredFactIds({ system }: { system: string }): string[] {
  return [...system.matchAll(/^\[fact:([^\]\s]+)\]/gm)].map((match) => match[1] ?? '');
}

/** The raw text the fake answers a catalog request with. */
export function catalogReply({ scenario, system }: { scenario: CatalogScenario; system: string }): string {
  const ids = offeredFactIds({ system });
  const first = ids[0] ?? 'no-fact-offered';
  const answer = (factIds: string[]) => JSON.stringify({ kind: 'answer', fact_ids: factIds });
  switch (scenario) {
    case 'first':
      return answer([first]);
    case 'three':
      return answer(ids.slice(0, 3));
    case 'refusal':
      return JSON.stringify({ kind: 'refusal', fact_ids: [] });
    case 'unknown':
      return answer(['not-a-fact-of-this-profile']);
    case 'inherited':
      return answer(['toString']);
    case 'proto':
      return answer(['__proto__', 'constructor']);
    case 'duplicate':
      return answer([first, first]);
    case 'extra-key':
      return JSON.stringify({ kind: 'answer', fact_ids: [first], answer: SMUGGLED_PROSE });
    case 'four':
      return answer([...ids.slice(0, 3), 'fourth-fact']);
    case 'prose':
      return SMUGGLED_PROSE;
    case 'fenced':
      return `\`\`\`json\n${answer([first])}\n\`\`\``;
    case 'trailing-prose':
      return `${answer([first])}\n${SMUGGLED_PROSE}`;
    case 'refusal-with-ids':
      return JSON.stringify({ kind: 'refusal', fact_ids: [first] });
  }
}
