import type { IncomingHttpHeaders, Server } from 'node:http';

/** See server-door.mjs. */
export function relayedHeaders(input: { headers: IncomingHttpHeaders; peer: string | undefined; peerProof: string }): Record<string, string | string[] | undefined>;
export function answeredHeaders(rawHeaders: string[]): string[];
export interface DoorRefusalData {
  maxQuestions: number;
  status: number;
  headers: Record<string, string>;
  retryAfterSeconds: readonly number[];
  locales: readonly string[];
  bodies: Record<string, string>;
}
export function createDoor(input: { appSocketPath: string; peerProof: string; refusal: DoorRefusalData; onRefused: () => void; pickRetryAfter?: (choices: readonly number[]) => number }): { server: Server; stop(): Promise<void> };
export function warmUpRefusals(input: { appSocketPath: string; peerProof: string; refusal: DoorRefusalData; questions: number; concurrency: number }): Promise<number>;
