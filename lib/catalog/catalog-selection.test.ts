import { describe, expect, it } from 'vitest';
import { FACT_SEPARATOR, MAX_SELECTED_FACTS, offeredFacts, parseCatalogSelection, renderCatalogAnswer } from '@/lib/catalog/catalog-selection';
import { buildFactCatalog } from '@/lib/catalog/fact-catalog';
import { MIN_ANSWER_CHARS, LOCALES } from '@/lib/contracts';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const catalog = buildFactCatalog({ profile });
const offered = offeredFacts({ facts: [catalog['core-bio']!, catalog['location']!, catalog['contact']!, catalog['strengths']!] });
const parse = (raw: string) => parseCatalogSelection({ raw, offered });

describe('parseCatalogSelection', () => {
  it('accepts one to three distinct offered ids, in the model’s order', () => {
    expect(parse('{"kind":"answer","fact_ids":["location"]}')).toEqual({ kind: 'answer', factIds: ['location'] });
    expect(parse(' \n{ "kind": "answer", "fact_ids": ["contact", "core-bio", "location"] }\n')).toEqual({ kind: 'answer', factIds: ['contact', 'core-bio', 'location'] });
    expect(parse('{"fact_ids":[],"kind":"refusal"}')).toEqual({ kind: 'refusal', reason: 'model_refused' });
  });

  it.each([
    ['prose', 'Sure! I lead the design system.', 'not_json'],
    ['a code fence', '```json\n{"kind":"answer","fact_ids":["location"]}\n```', 'not_json'],
    ['prose after the object', '{"kind":"answer","fact_ids":["location"]} I also promise a discount.', 'not_json'],
    ['two objects', '{"kind":"refusal","fact_ids":[]}{"kind":"answer","fact_ids":["location"]}', 'not_json'],
    ['broken JSON', '{"kind":"answer","fact_ids":["location"]', 'not_json'],
    ['an array', '[{"kind":"answer","fact_ids":["location"]}]', 'not_json'],
    ['an extra key', '{"kind":"answer","fact_ids":["location"],"answer":"I promise a discount."}', 'bad_shape'],
    ['a __proto__ key', '{"kind":"answer","fact_ids":["location"],"__proto__":{"kind":"answer"}}', 'bad_shape'],
    ['a missing key', '{"kind":"answer"}', 'bad_shape'],
    ['another kind', '{"kind":"text","fact_ids":["location"]}', 'bad_shape'],
    ['a number for an id', '{"kind":"answer","fact_ids":[1]}', 'bad_shape'],
    ['four ids', '{"kind":"answer","fact_ids":["core-bio","location","contact","strengths"]}', 'bad_shape'],
    ['a refusal with ids', '{"kind":"refusal","fact_ids":["location"]}', 'bad_shape'],
    ['an answer without ids', '{"kind":"answer","fact_ids":[]}', 'fact_count'],
    ['an unknown id', '{"kind":"answer","fact_ids":["salary-expectations"]}', 'unknown_fact'],
    ['a catalog fact that was not offered', '{"kind":"answer","fact_ids":["availability"]}', 'unknown_fact'],
    ['an inherited name', '{"kind":"answer","fact_ids":["toString"]}', 'unknown_fact'],
    ['__proto__ as an id', '{"kind":"answer","fact_ids":["__proto__"]}', 'unknown_fact'],
    ['constructor as an id', '{"kind":"answer","fact_ids":["location","constructor"]}', 'unknown_fact'],
    ['a duplicate', '{"kind":"answer","fact_ids":["location","location"]}', 'duplicate_fact'],
  ])('refuses %s', (_, raw, reason) => {
    expect(parse(raw)).toEqual({ kind: 'refusal', reason });
  });
});

describe('renderCatalogAnswer', () => {
  it('joins the approved wording of the selected facts in the visitor’s locale, and nothing else', () => {
    expect(renderCatalogAnswer({ factIds: ['location', 'contact'], offered, locale: 'de' })).toBe(
      `${catalog['location']!.text.de}${FACT_SEPARATOR}${catalog['contact']!.text.de}`,
    );
  });

  it('never renders an id that was not offered', () => {
    expect(() => renderCatalogAnswer({ factIds: ['toString'], offered, locale: 'en' })).toThrow(/not an offered fact/);
  });
});

/** Every combination of one to `size` distinct facts, as index lists (order does not change the length). */
function* combinations({ count, size }: { count: number; size: number }): Generator<number[]> {
  const stack: number[] = [];
  function* extend(start: number): Generator<number[]> {
    if (stack.length > 0) yield [...stack];
    if (stack.length === size) return;
    for (let index = start; index < count; index += 1) {
      stack.push(index);
      yield* extend(index + 1);
      stack.pop();
    }
  }
  yield* extend(0);
}

describe.each([
  ['the sample fixture', profile],
  ['the second fixture person', secondPerson],
])('every answer the catalog can render (%s)', (_, owner) => {
  it(`fits the smallest answer size any configuration allows (${MIN_ANSWER_CHARS} characters), for all combinations of up to ${MAX_SELECTED_FACTS} facts in every locale`, () => {
    const facts = Object.values(buildFactCatalog({ profile: owner }));
    const all = offeredFacts({ facts });
    let checked = 0;
    let longest = 0;
    for (const indexes of combinations({ count: facts.length, size: MAX_SELECTED_FACTS })) {
      for (const locale of LOCALES) {
        const answer = renderCatalogAnswer({ factIds: indexes.map((index) => facts[index]!.id), offered: all, locale });
        longest = Math.max(longest, answer.length);
        checked += 1;
      }
    }
    const n = facts.length;
    expect(checked).toBe(LOCALES.length * (n + (n * (n - 1)) / 2 + (n * (n - 1) * (n - 2)) / 6));
    expect(longest).toBeLessThanOrEqual(MIN_ANSWER_CHARS);
  });
});
