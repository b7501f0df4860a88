import { expect, test } from '../fixtures';
import { askAsVisitor, errorCode, streamedText, type VisitorResponse } from './visitor-http';

// Two `npm start` instances behind nginx (two upstream servers, the README's snippet), sharing one Redis and one
// identity key: 4 questions per visitor and minute; a day's budget of 6.5 worst-case reservations (400 µUSD each,
// an answer settles to a few µUSD) and a ceiling of 12 model calls (playwright.deploy.config.ts); model answers
// paced by the fake upstream over about a second. nginx names the instance that answered (X-Test-Upstream, a
// test-only line).
test.describe.configure({ mode: 'serial' });

const served = (responses: VisitorResponse[]) => new Set(responses.map((response) => String(response.headers['x-test-upstream'])));
const burst = ({ baseURL, visitors, from }: { baseURL: string; visitors: number; from: number }) =>
  Promise.all(Array.from({ length: visitors }, (_, index) => askAsVisitor({ baseURL, visitor: `127.0.1.${from + index}` })));
const expectAdmitted = (responses: VisitorResponse[], admitted: number) => {
  expect(responses.filter((response) => response.status === 200)).toHaveLength(admitted);
  expect(responses.filter((response) => response.status !== 200).map(errorCode)).toEqual(Array(responses.length - admitted).fill('budget_exhausted'));
  for (const answer of responses.filter((response) => response.status === 200)) expect(streamedText(answer)).toContain('Fake upstream answer');
};

test('§9 replicas: exact per-visitor limits across both instances', async ({ baseURL }) => {
  const responses: VisitorResponse[] = [];
  for (let index = 0; index < 6; index += 1) responses.push(await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.41' }));
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 429, 429]);
  expect(served(responses).size).toBe(2);
});

test('§9 replicas: the daily budget is exact across both instances, even for a burst', async ({ baseURL }) => {
  // Four answers settled above (a few µUSD each): twelve distinct visitors at once, each reserving 400 µUSD before
  // any of them settles, leave room for exactly six, wherever nginx sends them; the call ceiling (12) is not reached.
  const responses = await burst({ baseURL: String(baseURL), visitors: 12, from: 1 });
  expectAdmitted(responses, 6);
  expect(served(responses).size).toBe(2);
});

test('§9 replicas: the daily call ceiling is exact across both instances', async ({ baseURL }) => {
  // The burst's answers settled, so the budget has room again; ten model calls were made, the ceiling allows two more.
  const responses = await burst({ baseURL: String(baseURL), visitors: 6, from: 21 });
  expectAdmitted(responses, 2);
  expect(served(responses).size).toBe(2);
});
