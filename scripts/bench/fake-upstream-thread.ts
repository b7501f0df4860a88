import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { StartFakeUpstreamOptions } from '@/test/fake-upstream/fake-upstream';

/** The fake upstream as the benchmark uses it, running on its own thread (fake-upstream-thread.mjs says why). */
export interface FakeUpstreamThread {
  url: string;
  /** Upstream exchanges still open (a leak check after the load). */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

interface ThreadMessage {
  type: string;
  url?: string;
  count?: number;
}

export async function startFakeUpstreamThread(options: StartFakeUpstreamOptions): Promise<FakeUpstreamThread> {
  const thread = new Worker(new URL('./fake-upstream-thread.mjs', import.meta.url), { workerData: options });
  const reply = async (type: string): Promise<ThreadMessage> => {
    for (;;) {
      const [message] = (await once(thread, 'message')) as [ThreadMessage];
      if (message.type === type) return message;
    }
  };
  const listening = await reply('listening');
  return {
    url: listening.url ?? '',
    async openConnections() {
      thread.postMessage({ type: 'open-connections' });
      return (await reply('open-connections')).count ?? 0;
    },
    async close() {
      thread.postMessage({ type: 'close' });
      await reply('closed');
      await thread.terminate();
    },
  };
}
