import { createGroq } from '@ai-sdk/groq';
import { streamText } from 'ai';
import { STREAM_HEADERS } from '@/lib/chat';
import { getConfig } from '@/lib/config';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The benchmark's baseline: a bare proxy of the upstream with `streamText`, no guards, no retrieval, no
 * admission. It exists only so `npm run bench` can measure what the product adds; it answers 404 unless
 * the operator sets CHAT_BENCH_BASELINE=1, because it would spend money for anyone who found it.
 */
export async function POST(request: Request): Promise<Response> {
  const config = getConfig();
  if (!config.CHAT_BENCH_BASELINE || !config.GROQ_API_KEY) return new Response(null, { status: 404, headers: NO_STORE });
  const { message } = (await request.json()) as { message: string };
  const groq = createGroq({ apiKey: config.GROQ_API_KEY, baseURL: config.GROQ_BASE_URL });
  const result = streamText({ model: groq(config.GROQ_MODEL), prompt: message, maxRetries: 0, abortSignal: request.signal });
  // The same stream headers as the product, so the comparison is like for like.
  return result.toUIMessageStreamResponse({ headers: STREAM_HEADERS });
}
