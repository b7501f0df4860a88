import { describe, expect, it } from 'vitest';
import type { AdmissionLimits, AdmissionStore, AdmitInput } from '@/lib/store/admission-store';
import { secondsUntilNextUtcDay } from '@/lib/store/utc-day';
import { freshStores } from '@/test/fresh-stores';

/** A fresh, empty store namespace that can be opened again (a restart) or twice at once (two instances). */
export interface StoreNamespace {
  open: () => Promise<AdmissionStore>;
}

const DAY = '2026-11-30';
const NOON = Date.parse('2026-11-30T12:00:00Z');
const generous: AdmissionLimits = { perMinute: 1000, perDay: 1000, dailyCallCeiling: 1000, dailyBudgetMicroUsd: 1_000_000_000 };

function request(overrides: Partial<Omit<AdmitInput, 'limits'>> & { limits?: Partial<AdmissionLimits> } = {}): AdmitInput {
  const { limits, ...rest } = overrides;
  return { clientId: 'client-a', day: DAY, nowMs: NOON, upstream: true, reserveMicroUsd: 100, ...rest, limits: { ...generous, ...limits } };
}

const admittedCount = (decisions: { admitted: boolean }[]) => decisions.filter((decision) => decision.admitted).length;

/** Registers the behaviour every AdmissionStore must show; each implementation runs it against its real backend. */
export function registerAdmissionStoreContract({ name, createNamespace }: { name: string; createNamespace: () => Promise<StoreNamespace> }): void {
  describe(`${name}: AdmissionStore contract`, () => {
    const openFresh = freshStores({ createNamespace });

    it('admits within the per-minute window, then refuses with the seconds until the oldest admission leaves it', async () => {
      const { store } = await openFresh();
      const limits = { perMinute: 3 };
      for (const offset of [0, 10_000, 20_000]) {
        expect(await store.admit(request({ nowMs: NOON + offset, limits }))).toMatchObject({ admitted: true });
      }
      expect(await store.admit(request({ nowMs: NOON + 30_000, limits }))).toEqual({ admitted: false, code: 'rate_limited', retryAfterSeconds: 30 });
      expect(await store.admit(request({ nowMs: NOON + 60_001, limits }))).toMatchObject({ admitted: true });
    });

    it('refuses past the per-day limit until the next UTC day', async () => {
      const { store } = await openFresh();
      const limits = { perDay: 2 };
      await store.admit(request({ limits }));
      await store.admit(request({ nowMs: NOON + 120_000, limits }));
      const refused = await store.admit(request({ nowMs: NOON + 240_000, limits }));
      expect(refused).toEqual({ admitted: false, code: 'rate_limited', retryAfterSeconds: secondsUntilNextUtcDay({ nowMs: NOON + 240_000 }) });
      expect(await store.admit(request({ clientId: 'client-b', nowMs: NOON + 240_000, limits }))).toMatchObject({ admitted: true });
    });

    it('enforces the global daily call ceiling across clients, but not for offline answers', async () => {
      const { store } = await openFresh();
      const limits = { dailyCallCeiling: 2 };
      expect(await store.admit(request({ clientId: 'a', limits }))).toMatchObject({ admitted: true });
      expect(await store.admit(request({ clientId: 'b', limits }))).toMatchObject({ admitted: true });
      expect(await store.admit(request({ clientId: 'c', limits }))).toEqual({ admitted: false, code: 'budget_exhausted' });
      expect(await store.admit(request({ clientId: 'c', upstream: false, limits }))).toMatchObject({ admitted: true });
      expect(await store.admit(request({ clientId: 'd', day: '2026-12-01', nowMs: NOON + 86_400_000, limits }))).toMatchObject({ admitted: true });
    });

    it('reserves against the budget, settles to the real cost once, and a second settle is a no-op', async () => {
      const { store } = await openFresh();
      const limits = { dailyBudgetMicroUsd: 1000 };
      const first = await store.admit(request({ clientId: 'a', reserveMicroUsd: 400, limits }));
      await store.admit(request({ clientId: 'b', reserveMicroUsd: 400, limits }));
      expect(await store.admit(request({ clientId: 'c', reserveMicroUsd: 400, limits }))).toEqual({ admitted: false, code: 'budget_exhausted' });
      if (!first.admitted) throw new Error('first admission refused');
      await store.settle({ reservationId: first.reservationId, actualMicroUsd: 100 });
      // Committed: 100 + 400; the released 300 now fits another 400.
      expect(await store.admit(request({ clientId: 'c', reserveMicroUsd: 400, limits }))).toMatchObject({ admitted: true });
      await store.settle({ reservationId: first.reservationId, actualMicroUsd: 0 });
      // Committed stays 900: had the second settle applied, 150 more would fit.
      expect(await store.admit(request({ clientId: 'd', reserveMicroUsd: 150, limits }))).toEqual({ admitted: false, code: 'budget_exhausted' });
      expect(await store.admit(request({ clientId: 'd', reserveMicroUsd: 100, limits }))).toMatchObject({ admitted: true });
      await store.settle({ reservationId: `${DAY}:unknown`, actualMicroUsd: 5 });
    });

    it('settles a reservation with its ledger rows and outcome in one step; a second settle still moves no total', async () => {
      const { store } = await openFresh();
      const limits = { dailyBudgetMicroUsd: 1000 };
      const first = await store.admit(request({ clientId: 'a', reserveMicroUsd: 600, limits }));
      if (!first.admitted) throw new Error('first admission refused');
      const call = { day: DAY, model: 'answer-model', kind: 'answer' as const, inputTokens: 100, cachedInputTokens: 0, outputTokens: 50, microUsd: 150, outcome: 'completed' };
      await store.settle({ reservationId: first.reservationId, actualMicroUsd: 200, calls: [call, { ...call, kind: 'classifier', microUsd: 50 }], outcome: { day: DAY, mode: 'model' } });
      // Committed 200: 800 more fit, 801 would not.
      expect(await store.admit(request({ clientId: 'b', reserveMicroUsd: 801, limits }))).toEqual({ admitted: false, code: 'budget_exhausted' });
      await store.settle({ reservationId: first.reservationId, actualMicroUsd: 0 });
      expect(await store.admit(request({ clientId: 'b', reserveMicroUsd: 800, limits }))).toMatchObject({ admitted: true });
      expect((await store.stats({ days: [DAY] }))[0]).toMatchObject({ spentMicroUsd: 200, upstreamCalls: 2, admittedUpstream: 2, modes: { model: 1 } });
    });

    it('extends an unsettled reservation only within the budget, and settles the extended amount once', async () => {
      const { store } = await openFresh();
      const limits = { dailyBudgetMicroUsd: 1000 };
      const first = await store.admit(request({ clientId: 'a', reserveMicroUsd: 400, limits }));
      if (!first.admitted) throw new Error('first admission refused');
      expect(await store.extend({ reservationId: first.reservationId, day: DAY, addMicroUsd: 500, budgetMicroUsd: 1000 })).toBe(true);
      expect(await store.extend({ reservationId: first.reservationId, day: DAY, addMicroUsd: 200, budgetMicroUsd: 1000 })).toBe(false);
      // Committed 900: a reservation of 150 no longer fits.
      expect(await store.admit(request({ clientId: 'b', reserveMicroUsd: 150, limits }))).toEqual({ admitted: false, code: 'budget_exhausted' });
      await store.settle({ reservationId: first.reservationId, actualMicroUsd: 100 });
      expect(await store.extend({ reservationId: first.reservationId, day: DAY, addMicroUsd: 1, budgetMicroUsd: 1000 })).toBe(false);
      expect(await store.admit(request({ clientId: 'b', reserveMicroUsd: 900, limits }))).toMatchObject({ admitted: true });
    });

    it('writes nothing for a refusal: a budget refusal does not use up the client allowance', async () => {
      const { store } = await openFresh();
      const limits = { perMinute: 1, dailyBudgetMicroUsd: 50 };
      expect(await store.admit(request({ reserveMicroUsd: 60, limits }))).toEqual({ admitted: false, code: 'budget_exhausted' });
      expect(await store.admit(request({ reserveMicroUsd: 0, upstream: false, limits }))).toMatchObject({ admitted: true });
      // The rate limit comes first: a rate-limited client never learns about the budget.
      expect(await store.admit(request({ reserveMicroUsd: 60, limits }))).toMatchObject({ admitted: false, code: 'rate_limited' });
    });

    it('admits exactly K of 50 parallel admissions for one client (K = 7 per minute)', async () => {
      const { store } = await openFresh();
      const decisions = await Promise.all(Array.from({ length: 50 }, () => store.admit(request({ limits: { perMinute: 7 } }))));
      expect(admittedCount(decisions)).toBe(7);
      expect(decisions.filter((decision) => !decision.admitted && decision.code === 'rate_limited')).toHaveLength(43);
    });

    it('admits exactly K of 50 parallel admissions for one client against its day limit (K = 7 per day)', async () => {
      const { store } = await openFresh();
      const decisions = await Promise.all(Array.from({ length: 50 }, (_, index) => store.admit(request({ nowMs: NOON + index, limits: { perDay: 7 } }))));
      expect(admittedCount(decisions)).toBe(7);
      const refused = { admitted: false, code: 'rate_limited', retryAfterSeconds: secondsUntilNextUtcDay({ nowMs: NOON }) };
      expect(decisions.filter((decision) => !decision.admitted)).toEqual(Array.from({ length: 43 }, () => refused));
    });

    it('counts a client’s whole day, not only its minute window, across many minutes', async () => {
      const { store } = await openFresh();
      const limits = { perMinute: 2, perDay: 5 };
      for (let minute = 0; minute < 5; minute += 1) {
        expect(await store.admit(request({ nowMs: NOON + minute * 61_000, limits }))).toMatchObject({ admitted: true });
      }
      expect(await store.admit(request({ nowMs: NOON + 10 * 61_000, limits }))).toMatchObject({ admitted: false, code: 'rate_limited' });
      expect(await store.admit(request({ clientId: 'client-b', nowMs: NOON + 10 * 61_000, limits }))).toMatchObject({ admitted: true });
    });

    it('admits exactly K of 50 parallel admissions of 50 clients against the daily call ceiling (K = 7)', async () => {
      const { store } = await openFresh();
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, index) => store.admit(request({ clientId: `client-${index}`, limits: { dailyCallCeiling: 7 } }))),
      );
      expect(admittedCount(decisions)).toBe(7);
    });

    it('shares one ceiling and one budget between two instances admitting in parallel', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      const limits = { dailyCallCeiling: 7 };
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, index) => (index % 2 ? store : second).admit(request({ clientId: `client-${index}`, limits }))),
      );
      expect(admittedCount(decisions)).toBe(7);
      const budget = { dailyBudgetMicroUsd: 7 * 100 + 100 * 7 };
      const more = await Promise.all(
        Array.from({ length: 50 }, (_, index) => (index % 2 ? second : store).admit(request({ clientId: `other-${index}`, limits: budget }))),
      );
      // 700 already committed by the first seven; seven more of 100 fit.
      expect(admittedCount(more)).toBe(7);
    });

    it('keeps the day counters, the ledger and the secret across a restart', async () => {
      const { store, open, close } = await openFresh();
      const limits = { perDay: 3 };
      const first = await store.admit(request({ nowMs: NOON, limits }));
      await store.admit(request({ nowMs: NOON + 61_000, limits }));
      if (!first.admitted) throw new Error('first admission refused');
      const call = { day: DAY, model: 'm', kind: 'answer' as const, inputTokens: 10, cachedInputTokens: 0, outputTokens: 5, microUsd: 7, outcome: 'completed' };
      await store.settle({ reservationId: first.reservationId, actualMicroUsd: 7, calls: [call] });
      const secret = await store.getOrCreateSecret();
      await close(store);
      const restarted = await open();
      expect(await restarted.admit(request({ nowMs: NOON + 200_000, limits }))).toMatchObject({ admitted: true });
      expect(await restarted.admit(request({ nowMs: NOON + 300_000, limits }))).toMatchObject({ admitted: false, code: 'rate_limited' });
      expect(await restarted.getOrCreateSecret()).toBe(secret);
      expect((await restarted.stats({ days: [DAY] }))[0]).toMatchObject({ spentMicroUsd: 7, upstreamCalls: 1, admittedUpstream: 3 });
    });

    it('creates the HMAC secret once, shared by every instance', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      const [one, two] = await Promise.all([store.getOrCreateSecret(), second.getOrCreateSecret()]);
      expect(one).toBe(two);
      expect(one.length).toBeGreaterThanOrEqual(32);
    });

    it('aggregates the ledger and the outcome counters per day', async () => {
      const { store } = await openFresh();
      const row = { day: DAY, model: 'answer-model', kind: 'answer' as const, inputTokens: 1000, cachedInputTokens: 200, outputTokens: 300, microUsd: 330, outcome: 'completed' };
      // Ledger rows and counters arrive with a settlement (here of reservations the store does not know: no total moves).
      await store.settle({ reservationId: `${DAY}:unknown-1`, actualMicroUsd: 350, calls: [row, { ...row, kind: 'classifier', microUsd: 20 }] });
      await store.settle({ reservationId: '2026-11-29:unknown-2', actualMicroUsd: 1, calls: [{ ...row, day: '2026-11-29', microUsd: 1 }] });
      await store.recordOutcome({ day: DAY, rejectionCode: 'rate_limited' });
      await store.recordOutcome({ day: DAY, rejectionCode: 'rate_limited' });
      await store.settle({ reservationId: `${DAY}:unknown-3`, actualMicroUsd: 0, outcome: { day: DAY, mode: 'model', retrievedNothing: true } });
      await store.recordOutcome({ day: DAY, mode: 'offline' });
      await store.recordOutcome({ day: DAY, identityNotice: 'forwarded_while_none' });
      const [today, yesterday, empty] = await store.stats({ days: [DAY, '2026-11-29', '2026-11-28'] });
      expect(today).toEqual({
        day: DAY,
        spentMicroUsd: 350,
        upstreamCalls: 2,
        admittedUpstream: 0,
        rejections: { rate_limited: 2 },
        modes: { model: 1, offline: 1 },
        retrievedNothing: 1,
        feedback: [],
        identityNotices: { forwarded_while_none: 1 },
      });
      expect(yesterday).toMatchObject({ spentMicroUsd: 1, upstreamCalls: 1 });
      expect(empty).toEqual({ day: '2026-11-28', spentMicroUsd: 0, upstreamCalls: 0, admittedUpstream: 0, rejections: {}, modes: {}, retrievedNothing: 0, feedback: [], identityNotices: {} });
    });

    it('§9 health: answers a ping while open, and refuses one once closed', async () => {
      const { store, close } = await openFresh();
      await expect(store.ping()).resolves.toBeUndefined();
      await close(store);
      await expect(store.ping()).rejects.toThrow();
    });

    it('counts feedback by mode, intent and cited chunk; a changed rating moves its count and none goes below zero', async () => {
      const { store } = await openFresh();
      const answer = { day: DAY, mode: 'offline', intent: 'recruiter', chunkIds: ['duration', 'experience-acme'] };
      await store.recordFeedback({ ...answer, rating: 'up' });
      await store.recordFeedback({ ...answer, rating: 'up' });
      await store.recordFeedback({ ...answer, rating: 'down', previous: 'up' });
      // A "previous" the store never counted cannot push a count below zero.
      await store.recordFeedback({ day: DAY, mode: 'model', intent: 'general', chunkIds: [], rating: 'down', previous: 'up' });
      const [today] = await store.stats({ days: [DAY] });
      expect(today?.feedback).toEqual([
        { mode: 'model', intent: 'general', chunkId: '-', up: 0, down: 1 },
        { mode: 'offline', intent: 'recruiter', chunkId: 'duration', up: 1, down: 1 },
        { mode: 'offline', intent: 'recruiter', chunkId: 'experience-acme', up: 1, down: 1 },
      ]);
    });
  });
}
