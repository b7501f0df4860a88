import { serveHealth } from '@/lib/platform';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/health`: a thin shell over the store check in lib/platform (contracts §9). */
export async function GET(): Promise<Response> {
  return serveHealth();
}
