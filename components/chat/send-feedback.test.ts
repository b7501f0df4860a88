import { describe, expect, it, vi } from 'vitest';
import { sendFeedback } from '@/components/chat/send-feedback';
import type { FeedbackRequest } from '@/lib/feedback';

const body: FeedbackRequest = { locale: 'de', rating: 'down', previous: 'up', mode: 'offline', intent: 'recruiter', chunkIds: ['duration'] };

describe('sendFeedback', () => {
  it('posts the rating as JSON and reports a 204 as counted', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(sendFeedback({ body, fetcher })).resolves.toEqual({ ok: true });
    expect(fetcher).toHaveBeenCalledWith('/api/feedback', expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }));
  });

  it('returns the server’s localized message of a refusal', async () => {
    const fetcher = vi.fn(async () => Response.json({ error: { code: 'feedback_unavailable', message: 'Rückmeldungen können gerade nicht gespeichert werden.' } }, { status: 503 }));
    await expect(sendFeedback({ body, fetcher })).resolves.toEqual({ ok: false, message: 'Rückmeldungen können gerade nicht gespeichert werden.' });
  });

  it('never throws: a network failure or an unreadable refusal has no message of its own', async () => {
    await expect(sendFeedback({ body, fetcher: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) })).resolves.toEqual({ ok: false, message: null });
    await expect(sendFeedback({ body, fetcher: vi.fn(async () => new Response('<html>', { status: 502 })) })).resolves.toEqual({ ok: false, message: null });
  });
});
