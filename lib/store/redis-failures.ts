import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ErrorReply,
  MultiErrorReply,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from 'redis';
import { StoreUnavailableError, type StoreFailure } from '@/lib/store/store-unavailable';

/** Replies of a Redis that is up but cannot take the command: a read-only replica, a failing disk, loading, out of memory. */
const OUTAGE_REPLY = /^(READONLY|MISCONF|LOADING|NOREPLICAS|MASTERDOWN|BUSY|OOM|CLUSTERDOWN|TRYAGAIN|EXECABORT)\b/;

const CONNECTION_ERRORS = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
  // Our own deadline on a command Redis did not answer (a frozen server, paused writes).
  StoreUnavailableError,
];

/**
 * How a failure of a Redis store is handled. node-redis reconnects by itself and refuses commands while it is
 * disconnected; a refused or lost connection, a command not answered in time and an outage reply are all
 * `unavailable`: calls fail fast until one gets through again. Any other reply is the script's or the caller's.
 */
export function classifyRedisFailure(error: unknown): StoreFailure {
  if (error instanceof MultiErrorReply) {
    return [...error.errors()].some((reply) => OUTAGE_REPLY.test(reply.message)) ? 'unavailable' : 'other';
  }
  if (error instanceof ErrorReply) return OUTAGE_REPLY.test(error.message) ? 'unavailable' : 'other';
  if (CONNECTION_ERRORS.some((kind) => error instanceof kind)) return 'unavailable';
  // A system error of the socket (ECONNREFUSED, ECONNRESET, ETIMEDOUT, …).
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('E') ? 'unavailable' : 'other';
}
