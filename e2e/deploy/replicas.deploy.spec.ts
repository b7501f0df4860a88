import { expect, test } from '../fixtures';
import { askAsVisitor, errorCode, streamedText, type VisitorResponse } from './visitor-http';

// Two `npm start` instances behind nginx (two upstream servers, the README's snippet), sharing one Redis and one
// identity key: 4 questions per visitor and minute, a daily ceiling of 10 model answers, model answers paced by the
// fake upstream. nginx names the instance that answered (X-Test-Upstream, a test-only line).
test.describe.configure({ mode: 'serial' });

const CEILING = 10;
const served = (responses: VisitorResponse[]) => new Set(responses.map((response) => String(response.headers['x-test-upstream'])));

test('§9 replicas: exact per-visitor limits across both instances', async ({ baseURL }) => {
  const responses: VisitorResponse[] = [];
  for (let index = 0; index < 6; index += 1) responses.push(await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.41' }));
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 429, 429]);
  expect(served(responses).size).toBe(2);
});

test('§9 replicas: the daily call ceiling is exact across both instances, even for a burst', async ({ baseURL }) => {
  // Four model answers were admitted above; a burst of twelve distinct visitors may take exactly the other six.
  const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => askAsVisitor({ baseURL: String(baseURL), visitor: `127.0.1.${index + 1}` })));
  const admitted = burst.filter((response) => response.status === 200);
  expect(admitted).toHaveLength(CEILING - 4);
  expect(burst.filter((response) => response.status === 503).map(errorCode)).toEqual(Array(12 - (CEILING - 4)).fill('budget_exhausted'));
  expect(served(burst).size).toBe(2);
  for (const answer of admitted) expect(streamedText(answer)).toContain('Fake upstream answer');
});
