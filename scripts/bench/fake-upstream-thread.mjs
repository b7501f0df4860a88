// The benchmark's fake upstream on a thread of its own. In the benchmark's main thread, its streaming of dozens of
// answers would lengthen the turns of the loop that also runs the load's clients, and the clients would measure
// their own waits as the server's (a hosted upstream runs elsewhere anyway). Plain JavaScript because a worker
// thread does not inherit tsx's loader: this file loads the TypeScript fake through tsx's API.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

if (!isMainThread) {
  const { tsImport } = await import('tsx/esm/api');
  const { startFakeUpstream } = await tsImport('../../test/fake-upstream/fake-upstream.ts', import.meta.url);
  const fake = await startFakeUpstream(workerData);
  parentPort.postMessage({ type: 'listening', url: fake.url });
  parentPort.on('message', async (message) => {
    if (message.type === 'open-connections') parentPort.postMessage({ type: 'open-connections', count: fake.openConnections() });
    if (message.type === 'close') {
      await fake.close();
      parentPort.postMessage({ type: 'closed' });
    }
  });
}
