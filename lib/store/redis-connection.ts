import 'server-only';
import { createClient } from 'redis';
import { StoreUnavailableError } from '@/lib/store/store-unavailable';

/**
 * Attempts of the first connect before it gives up, so a server started without Redis fails closed: one, because
 * a visitor's request waits for it and `resilientStore` tries again later, with its own backoff.
 */
const FIRST_CONNECT_ATTEMPTS = 1;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects to Redis for a store that must fail closed: commands fail at once while disconnected, and every call
 * wrapped in `bounded` fails when Redis does not answer within `commandTimeoutMs`.
 */
export async function connectRedis({ url, commandTimeoutMs, label }: { url: string; commandTimeoutMs: number; label: string }) {
  let connected = false;
  const client = createClient({
    url,
    // node-redis queues commands while disconnected and waits forever by default: fail at once instead.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: commandTimeoutMs,
      // Before the first connection give up after a few attempts; afterwards keep reconnecting in the background.
      reconnectStrategy: (retries, cause) => (!connected && retries >= FIRST_CONNECT_ATTEMPTS ? cause : Math.min(50 * 2 ** retries, 2000)),
    },
  });
  // Without a listener an 'error' event would crash the process; commands still reject and the store fails closed.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    // A client that gave up still holds its socket and listeners: let it go, or every retry would leak one.
    client.destroy();
    throw error;
  }
  connected = true;
  // node-redis stops timing a command once it is written, so a Redis that stops answering would hold it forever.
  const bounded = <T>(task: Promise<T>): Promise<T> => withDeadline({ task, milliseconds: commandTimeoutMs, label });
  return { client, bounded };
}

/** `task`, or a rejection once `milliseconds` have passed without it settling. */
function withDeadline<T>({ task, milliseconds, label }: { task: Promise<T>; milliseconds: number; label: string }): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(`${label}: Redis did not answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([task, deadline]).finally(() => clearTimeout(timer));
}
